import '../strings';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatGrams } from '@shared/money';
import { photoUrl } from '@shared/photo';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rupees } from '@/shared/i18n/units';
import { notify } from '@/shared/notify';
import type { Product } from '@/shared/product';
import { ProductImage } from '@/shared/ui/product-image';
import { deleteProduct } from '../api/products-api';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductEditor } from './product-editor';
import { ProductPhotos } from './product-photos';

/** The cover photo's detail copy (the card's box is the card's width), else an old client's image URL. */
function coverUrl(product: Product): string {
  const cover = product.photos[0];
  return cover ? new URL(photoUrl(cover.id), window.location.origin).href : product.imageURL;
}

export function MyProductCard({
  product,
  eager,
  waitingPhotos,
}: {
  product: Product;
  eager: boolean;
  /** Photos of this product kept on the phone until they can be sent. */
  waitingPhotos: number;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A deleted card takes its focused button with it: the focus moves on to the
  // next card's first button (or the one before, or the page) once it is gone.
  const cardRef = useRef<HTMLElement>(null);
  const focusAfter = useRef<HTMLElement | null>(null);
  useEffect(
    () => () => {
      const target = focusAfter.current;
      if (target) requestAnimationFrame(() => (target.isConnected ? target : document.getElementById('main'))?.focus());
    },
    [],
  );

  const onDelete = async () => {
    const card = cardRef.current;
    const neighbour = card?.nextElementSibling ?? card?.previousElementSibling;
    focusAfter.current = neighbour?.querySelector<HTMLElement>('button') ?? document.getElementById('main');
    setDeleting(true);
    try {
      await deleteProduct(product.id);
      notify.success(t('products.deleted'));
    } catch (err) {
      console.error(err);
      notify.error(t('products.deleteFailed'));
      focusAfter.current = null;
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <Card
      ref={cardRef}
      component="article"
      aria-label={product.title}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <ProductImage url={coverUrl(product)} alt={product.title} category={product.category} eager={eager} />
      <CardContent sx={{ flex: 1 }}>
        <Stack direction="row" spacing={1} alignItems="baseline" justifyContent="space-between">
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {product.title}
          </Typography>
          <Chip size="small" label={t(`categories.${product.category}`)} />
        </Stack>
        {waitingPhotos > 0 && (
          <Typography variant="body2" color="text.secondary" role="status">
            {t('products.photosWaiting', { count: waitingPhotos })}
          </Typography>
        )}
        {editing ? (
          <>
            <ProductEditor product={product} onDone={() => setEditing(false)} />
            <ProductPhotos product={product} />
          </>
        ) : (
          <>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', my: 1 }}>
              {product.description}
            </Typography>
            <Typography fontWeight={600}>{t('products.perKg', { price: rupees(product.pricePaise) })}</Typography>
            <Typography color={product.inStock ? 'text.primary' : 'error'}>
              {product.inStock
                ? t('products.available', { kg: formatGrams(product.quantityG) })
                : t('products.soldOut')}
            </Typography>
          </>
        )}
      </CardContent>
      {!editing && (
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Button
            startIcon={<EditOutlined />}
            onClick={() => setEditing(true)}
            aria-label={t('products.editLabel', { title: product.title })}
          >
            {t('products.edit')}
          </Button>
          <Button
            color="error"
            startIcon={<DeleteOutline />}
            onClick={() => setConfirming(true)}
            disabled={deleting}
            aria-label={t('products.deleteLabel', { title: product.title })}
          >
            {t('products.delete')}
          </Button>
        </CardActions>
      )}
      <DeleteProductDialog
        open={confirming}
        title={product.title}
        busy={deleting}
        onKeep={() => setConfirming(false)}
        onDelete={() => void onDelete()}
      />
    </Card>
  );
}
