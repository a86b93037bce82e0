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
  /** Km from the buyer's pincode, already rounded; null: no distance known (never a guessed one). */
  distanceKm?: number | null;
}

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

/** One product in the market: photo, name, details, Rs/kg, farm place and 'Request to Buy'. */
export const MarketCard = memo(function MarketCard({ product: p, eager, onRequest, distanceKm = null }: Props) {
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
        {distanceKm !== null && (
          <Typography variant="body2" color="text.secondary" data-testid="farm-distance" sx={{ pl: 3 }}>
            {t('marketNear.kmAway', { km: distanceKm })}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" fullWidth onClick={() => onRequest(p)} aria-describedby={headingId}>
          {t('market.requestToBuy')}
        </Button>
      </CardActions>
    </Card>
  );
});
