import '../strings';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { deleteBlog } from '../api/blogs-api';
import { useBackCloses } from '@/shared/hooks/use-back-closes';

/** 'Confirm Delete': on success the live lists drop the blog; on failure the dialog closes with a message. */
export function DeleteBlogDialog({ blogId, onClose }: { blogId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  useBackCloses(blogId !== null, busy ? undefined : onClose);

  const confirm = async () => {
    if (!blogId) return;
    setBusy(true);
    try {
      await deleteBlog(blogId);
      notify.success(t('blogs.deleted'));
    } catch (e) {
      notify.fromError(e, 'blogs.deleteError');
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <Dialog open={blogId !== null} onClose={busy ? undefined : onClose} aria-labelledby="delete-blog-title">
      <DialogTitle id="delete-blog-title">{t('blogs.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('blogs.confirmText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('blogs.cancel')}
        </Button>
        <Button onClick={() => void confirm()} color="error" variant="contained" disabled={busy}>
          {t('blogs.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
