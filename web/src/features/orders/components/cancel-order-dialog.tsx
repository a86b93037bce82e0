import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatGrams } from '@shared/money';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import { useBackCloses } from '@/shared/hooks/use-back-closes';

interface Props {
  order: Order;
  open: boolean;
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}

/**
 * 'Cancel this order?': a cancel cannot be taken back (the server allows no
 * step out of Cancelled), so it asks first, as deleting a product does, and
 * 'Keep order' has the focus so a stray second tap keeps the request. buyer-orders-page.tsx
 * loads it as a part of its own.
 */
export default function CancelOrderDialog({ order, open, busy, onKeep, onCancel }: Props) {
  const { t } = useTranslation();
  const titleId = `cancel-${order.id}-title`;
  useBackCloses(open, busy ? undefined : onKeep);
  return (
    <Dialog open={open} onClose={busy ? undefined : onKeep} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('orders.cancelTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('orders.cancelText', {
            quantity: formatGrams(order.quantityG),
            title: order.title,
            farmer: order.farmer.name,
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} disabled={busy} autoFocus>
          {t('orders.keepOrder')}
        </Button>
        <Button onClick={onCancel} color="error" variant="contained" disabled={busy}>
          {busy ? t('common.pleaseWait') : t('orders.cancel')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
