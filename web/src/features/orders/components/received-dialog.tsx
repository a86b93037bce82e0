import { useTranslation } from 'react-i18next';
import { ModalSheet } from '@/shared/ui/modal-sheet';

interface Props {
  open: boolean;
  titleId: string;
  amount: string;
  buyer: string;
  busy: boolean;
  onClose: () => void;
  onReceived: () => void;
}

/**
 * 'Payment of Rs … received from …?', as a plain sheet (shared/ui/modal-sheet.tsx), nothing
 * rendered while closed. "Not yet" comes first, so the sheet turns modal with the focus on it.
 */
export function ReceivedDialog({ open, titleId, amount, buyer, busy, onClose, onReceived }: Props) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <ModalSheet open onClose={busy ? () => undefined : onClose} labelledBy={titleId} place="centre">
      <h2 id={titleId} className="kh-sheet-title">
        {t('orders.pay.confirmTitle', { amount, buyer })}
      </h2>
      <p className="kh-sheet-text">{t('orders.pay.confirmText')}</p>
      <div className="kh-sheet-actions">
        <button type="button" className="kh-btn" onClick={onClose} disabled={busy}>
          {t('orders.pay.notYet')}
        </button>
        <button type="button" className="kh-btn kh-contained kh-success" disabled={busy} onClick={onReceived}>
          {busy ? t('common.pleaseWait') : t('orders.pay.received')}
        </button>
      </div>
    </ModalSheet>
  );
}
