import '../strings';
import ThumbUp from '@mui/icons-material/ThumbUp';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { notify } from '@/shared/notify';
import { useAppStore } from '@/shared/store';
import { likeBlog, unlikeBlog } from '../api/blogs-api';
import { useMyLike } from '../hooks/use-blogs';

/**
 * Like with the live count. One like per signed-in person, recorded by the
 * server; the button is disabled once liked and 'Unlike' takes it back.
 * Visitors are asked to log in.
 */
export function LikeButton({ blogId, likes }: { blogId: string; likes: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const uid = useAppStore((s) => s.uid);
  const role = useAppStore((s) => s.role);
  const canLike = uid !== null && role !== null;
  const myLike = useMyLike(blogId, canLike ? uid : null);
  const [busy, setBusy] = useState(false);
  // The callable's answer, shown until the live like document says the same.
  const [answer, setAnswer] = useState<boolean | null>(null);
  const liked = answer ?? myLike.data === true;
  if (answer !== null && answer === myLike.data) setAnswer(null);

  const run = async (like: boolean) => {
    if (!canLike) {
      notify.info(t('blogs.loginToLike'));
      return;
    }
    setBusy(true);
    try {
      const result = await (like ? likeBlog : unlikeBlog)({ blogId });
      setAnswer(result.liked);
    } catch (e) {
      notify.fromError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant={liked ? 'contained' : 'outlined'}
        startIcon={liked ? <ThumbUp /> : <ThumbUpOutlined />}
        onClick={() => void run(true)}
        disabled={liked || busy || (canLike && myLike.status === 'loading')}
        aria-label={t(liked ? 'blogs.liked' : 'blogs.like', { count: likes })}
        data-testid="like-button"
        // Disabled because already liked: keep it looking chosen, not greyed out.
        sx={liked ? { '&.Mui-disabled': { bgcolor: 'primary.main', color: 'primary.contrastText' } } : undefined}
      >
        {likes}
      </Button>
      {liked && (
        <Button size="small" onClick={() => void run(false)} disabled={busy}>
          {t('blogs.unlike')}
        </Button>
      )}
      {!canLike && (
        <Link component={RouterLink} to="/login" state={{ from: location.pathname }}>
          {t('nav.login')}
        </Link>
      )}
    </Stack>
  );
}
