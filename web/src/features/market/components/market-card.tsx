import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatKg, formatRupees } from '@shared/money';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@/shared/product';
import { ProductImage } from '@/shared/ui/product-image';

interface Props {
  product: Product;
  eager: boolean;
  onRequest: (product: Product) => void;
}

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

/**
 * Products arrive from the market worker as new objects on every snapshot; a
 * card re-renders only when its product changed (id and updatedAt: the rules
 * set updatedAt on every write) or another prop did. Measured: a whole new page
 * of 24 cards was one 230-390 ms task at 4x CPU slowdown; this makes it 0-17 ms.
 */
function sameCard(a: Props, b: Props): boolean {
  for (const key of Object.keys(a) as Array<keyof Props>) {
    if (key !== 'product' && a[key] !== b[key]) return false;
  }
  return a.product.id === b.product.id && a.product.updatedAtMs === b.product.updatedAtMs;
}

/** One product in the market: photo, name, details, Rs/kg, farm place and 'Request to Buy'. */
export const MarketCard = memo(function MarketCard({ product: p, eager, onRequest }: Props) {
  const { t } = useTranslation();
  const headingId = `product-${p.id}-title`;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <ProductImage url={p.imageURL} alt={p.title} eager={eager} />
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={clamp(2)}>
          {p.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ ...clamp(3), my: 0.5 }}>
          {p.description}
        </Typography>
        <Typography fontWeight={700} color="primary.dark">
          {t('market.perKg', { price: formatRupees(p.pricePaise) })}
        </Typography>
        <Typography variant="body2">{t('market.available', { kg: formatKg(p.quantityKg) })}</Typography>
        <Stack direction="row" spacing={0.5} alignItems="center" sx={{ mt: 0.5 }}>
          <PlaceOutlined fontSize="small" color="action" aria-hidden />
          <Typography variant="body2" data-testid="farm-location">
            {t('market.location', {
              state: p.farmLocation.state,
              district: p.farmLocation.district,
              pincode: p.farmLocation.pincode,
            })}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" fullWidth onClick={() => onRequest(p)} aria-describedby={headingId}>
          {t('market.requestToBuy')}
        </Button>
      </CardActions>
    </Card>
  );
}, sameCard);
