import { useTranslation } from 'react-i18next';
import { useBackCloses } from '@/shared/hooks/use-back-closes';
import { ModalSheet } from './modal-sheet';

interface Props {
  open: boolean;
  titleId: string;
  title: string;
  text: string;
  /** The way out, first: the sheet turns modal with the focus on it, so a stray second tap keeps things as they were. */
  keepLabel: string;
  confirmLabel: string;
  tone: 'success' | 'danger';
  /** While the step is being sent: both buttons off, the confirm reads "Please wait", Escape and Back do nothing. */
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * A question before a step that cannot be taken back ("Cancel this order?", "Payment
 * received?"), as a plain centred sheet (modal-sheet.tsx): nothing rendered while closed,
 * and the phone's Back closes it.
 */
export function ConfirmSheet({
  open,
  titleId,
  title,
  text,
  keepLabel,
  confirmLabel,
  tone,
  busy,
  onKeep,
  onConfirm,
}: Props) {
  const { t } = useTranslation();
  useBackCloses(open, busy ? undefined : onKeep);
  if (!open) return null;
  return (
    <ModalSheet open onClose={busy ? () => undefined : onKeep} labelledBy={titleId} place="centre">
      <h2 id={titleId} className="kh-sheet-title">
        {title}
      </h2>
      <p className="kh-sheet-text">{text}</p>
      <div className="kh-sheet-actions">
        <button type="button" className="kh-btn" onClick={onKeep} disabled={busy}>
          {keepLabel}
        </button>
        <button type="button" className={`kh-btn kh-contained kh-${tone}`} disabled={busy} onClick={onConfirm}>
          {busy ? t('common.pleaseWait') : confirmLabel}
        </button>
      </div>
    </ModalSheet>
  );
}
