import Apple from '@mui/icons-material/Apple';
import EnergySavingsLeafOutlined from '@mui/icons-material/EnergySavingsLeafOutlined';
import GrainOutlined from '@mui/icons-material/GrainOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalDrinkOutlined from '@mui/icons-material/LocalDrinkOutlined';
import SpaOutlined from '@mui/icons-material/SpaOutlined';
import WhatshotOutlined from '@mui/icons-material/WhatshotOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Category } from '@shared/product';

// A small picture of the category for products without a photo, so a list of
// them is still easy to scan (instead of one big grey box per product).
const ICONS: Record<Category, typeof Apple> = {
  Vegetables: EnergySavingsLeafOutlined,
  Fruits: Apple,
  Grains: GrainOutlined,
  Pulses: SpaOutlined,
  Spices: WhatshotOutlined,
  Dairy: LocalDrinkOutlined,
  Other: Inventory2Outlined,
};

export function CategoryIcon({ category, ...props }: { category: Category } & SvgIconProps) {
  const Icon = ICONS[category] ?? ICONS.Other;
  return <Icon data-category={category} {...props} />;
}
