import '../strings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/shared/store';
import { CardGridSkeleton } from '@/shared/ui/card-grid-skeleton';
import { prefetchMyProducts } from '../api/products-api';
import { useMyProducts } from '../hooks/use-my-products';
import { useWaitingPhotos } from '../hooks/use-waiting-photos';
import { AddProductForm } from './add-product-form';
import { MyProductCard } from './my-product-card';
import { useInPieces } from '@/shared/hooks/use-in-pieces';
import type { Product } from '@/shared/product';

const NONE: Product[] = [];

/** /userProducts and /addProducts: the farmer's add form and their products, newest first. */
export default function ProductsPage() {
  const { t } = useTranslation();
  const uid = useAppStore((s) => s.uid);
  const mine = useMyProducts(uid);
  const shown = useInPieces(mine.status === 'ready' ? mine.data : NONE);
  const waiting = useWaitingPhotos();

  return (
    <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('products.title')}
      </Typography>
      <Box sx={{ maxWidth: 640, mb: 4 }}>{uid && <AddProductForm farmerId={uid} />}</Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('products.listTitle')}
      </Typography>
      {mine.status === 'error' && <Alert severity="error">{t('products.loadFailed')}</Alert>}
      {mine.status === 'ready' && mine.data.length === 0 && (
        <Typography color="text.secondary">{t('products.empty')}</Typography>
      )}
      <div className="kh-card-grid" aria-busy={mine.status === 'loading'} data-testid="my-products">
        {mine.status === 'loading' && <CardGridSkeleton count={4} />}
        {shown.map((p, i) => (
          <MyProductCard key={p.id} product={p} eager={i < 2} waitingPhotos={waiting[p.id] ?? 0} />
        ))}
      </div>
    </Container>
  );
}

/** Opens the products while the screen's first render is prepared (app/routes.tsx, a returning farmer). */
export const prefetch = prefetchMyProducts;
