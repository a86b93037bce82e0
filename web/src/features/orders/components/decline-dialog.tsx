import { ORDER_LIMITS } from '@shared/orders';
import { useTranslation } from 'react-i18next';
import { ModalSheet } from '@/shared/ui/modal-sheet';
import { TextAreaField } from '@/shared/ui/text-field';

interface Props {
  open: boolean;
  reason: string;
  onReason: (reason: string) => void;
  busy: boolean;
  onKeep: () => void;
  onDecline: () => void;
}

/**
 * 'Decline this order?' with an optional reason, as a plain sheet (shared/ui/modal-sheet.tsx):
 * nothing is rendered while it is closed. Opened, it turns modal on its reason field, the first
 * thing in it.
 */
export function DeclineDialog({ open, reason, onReason, busy, onKeep, onDecline }: Props) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <ModalSheet open onClose={onKeep} labelledBy="decline-title" place="centre">
      <h2 id="decline-title" className="kh-sheet-title">
        {t('orders.declineTitle')}
      </h2>
      <div className="kh-sheet-body">
        <TextAreaField
          id="decline-reason"
          label={t('orders.reason')}
          value={reason}
          onChange={onReason}
          maxLength={ORDER_LIMITS.reasonMax}
        />
      </div>
      <div className="kh-sheet-actions">
        <button type="button" className="kh-btn" onClick={onKeep}>
          {t('orders.keep')}
        </button>
        <button type="button" className="kh-btn kh-contained kh-danger" disabled={busy} onClick={onDecline}>
          {t('orders.decline')}
        </button>
      </div>
    </ModalSheet>
  );
}
