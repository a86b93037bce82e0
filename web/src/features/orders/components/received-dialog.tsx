import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  titleId: string;
  amount: string;
  buyer: string;
  busy: boolean;
  onClose: () => void;
  onReceived: () => void;
  /** The dialog has faded out. */
  onExited: () => void;
}

/** 'Payment of Rs … received from …?', "Not yet" focused (farmer-payment.tsx loads it as a part of its own). */
export default function ReceivedDialog({ open, titleId, amount, buyer, busy, onClose, onReceived, onExited }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{t('orders.pay.confirmTitle', { amount, buyer })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('orders.pay.confirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('orders.pay.notYet')}
        </Button>
        <Button color="success" variant="contained" disabled={busy} onClick={onReceived}>
          {busy ? t('common.pleaseWait') : t('orders.pay.received')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
