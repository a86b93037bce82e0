import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useBackCloses } from '@/shared/hooks/use-back-closes';

interface Props {
  open: boolean;
  title: string;
  busy: boolean;
  onKeep: () => void;
  onDelete: () => void;
}

/** 'Delete this product?': a product (and its place in the market) goes only after a second tap. */
export function DeleteProductDialog({ open, title, busy, onKeep, onDelete }: Props) {
  const { t } = useTranslation();
  useBackCloses(open, busy ? undefined : onKeep);
  return (
    // No focus restore: after a delete the card and its button are gone (the card moves the focus on).
    <Dialog
      open={open}
      onClose={busy ? undefined : onKeep}
      aria-labelledby="delete-product-title"
      disableRestoreFocus={busy}
    >
      <DialogTitle id="delete-product-title">{t('productDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('productDelete.text', { title })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} disabled={busy} autoFocus>
          {t('productDelete.keep')}
        </Button>
        <Button onClick={onDelete} color="error" variant="contained" disabled={busy}>
          {busy ? t('common.pleaseWait') : t('productDelete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
