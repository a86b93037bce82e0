import { formatGrams } from '@shared/money';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import { useBackCloses } from '@/shared/hooks/use-back-closes';
import { ModalSheet } from '@/shared/ui/modal-sheet';

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
 * 'Keep order' comes first, so the sheet turns modal with the focus on it and a stray second
 * tap keeps the request. A plain sheet (shared/ui/modal-sheet.tsx): nothing rendered while closed.
 */
export function CancelOrderDialog({ order, open, busy, onKeep, onCancel }: Props) {
  const { t } = useTranslation();
  const titleId = `cancel-${order.id}-title`;
  useBackCloses(open, busy ? undefined : onKeep);
  if (!open) return null;
  return (
    <ModalSheet open onClose={busy ? () => undefined : onKeep} labelledBy={titleId} place="centre">
      <h2 id={titleId} className="kh-sheet-title">
        {t('orders.cancelTitle')}
      </h2>
      <p className="kh-sheet-text">
        {t('orders.cancelText', {
          quantity: formatGrams(order.quantityG),
          title: order.title,
          farmer: order.farmer.name,
        })}
      </p>
      <div className="kh-sheet-actions">
        <button type="button" className="kh-btn" onClick={onKeep} disabled={busy}>
          {t('orders.keepOrder')}
        </button>
        <button type="button" className="kh-btn kh-contained kh-danger" onClick={onCancel} disabled={busy}>
          {busy ? t('common.pleaseWait') : t('orders.cancel')}
        </button>
      </div>
    </ModalSheet>
  );
}
