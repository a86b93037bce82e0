import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ORDER_LIMITS } from '@shared/orders';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  reason: string;
  onReason: (reason: string) => void;
  busy: boolean;
  onKeep: () => void;
  onDecline: () => void;
  /** The dialog has faded out. */
  onExited: () => void;
}

/** 'Decline this request?' with an optional reason (farmer-actions.tsx loads it as a part of its own). */
export default function DeclineDialog({ open, reason, onReason, busy, onKeep, onDecline, onExited }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      aria-labelledby="decline-title"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id="decline-title">{t('orders.declineTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('orders.reason')}
          value={reason}
          onChange={(e) => onReason(e.target.value)}
          fullWidth
          multiline
          minRows={2}
          autoFocus
          slotProps={{ htmlInput: { maxLength: ORDER_LIMITS.reasonMax } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep}>{t('orders.keep')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onDecline}>
          {t('orders.decline')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
