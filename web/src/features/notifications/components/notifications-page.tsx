import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { NOTIFY_LIMITS, orderPath } from '@shared/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { dateTimeIst } from '@/shared/i18n/units';
import { notify } from '@/shared/notify';
import { useAppStore } from '@/shared/store';
import { markAllRead, markRead, type Notice } from '../api/notifications-api';
import { useNotices } from '../hooks/use-notifications';
import '../strings';

/**
 * The notification centre: the person's order news, newest first, a page at a
 * time. Tapping one marks it read and opens that order; unread ones are bold
 * and say so in words (not by colour alone).
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uid = useAppStore((s) => s.uid);
  const [count, setCount] = useState<number>(NOTIFY_LIMITS.pageSize);
  const live = useNotices(uid, count);
  const page = live.data;

  const open = (n: Notice) => {
    if (uid && !n.read) markRead(uid, n.id).catch(() => notify.error(t('notifications.markFailed')));
    navigate(orderPath(n.event, n.orderId));
  };
  const readAll = () => {
    if (!uid) return;
    markAllRead(uid).then(
      () => notify.success(t('notifications.allRead')),
      () => notify.error(t('notifications.markFailed')),
    );
  };
  const anyUnread = !!page?.notices.some((n) => !n.read);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('notifications.title')}
        </Typography>
        <Button variant="outlined" onClick={readAll} disabled={!anyUnread}>
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      <Link component={RouterLink} to="/settings#notifications" sx={{ display: 'inline-block', mb: 2 }}>
        {t('notifications.settingsLink')}
      </Link>
      {live.status === 'error' && <Alert severity="error">{t('notifications.loadFailed')}</Alert>}
      {!page && live.status === 'loading' && (
        <Box aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1 }} />
          ))}
        </Box>
      )}
      {page && page.notices.length === 0 && <Alert severity="info">{t('notifications.empty')}</Alert>}
      {page && page.notices.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('notifications.title')} data-testid="notification-list">
            {page.notices.map((n) => (
              <ListItemButton
                key={n.id}
                onClick={() => open(n)}
                divider
                sx={{ display: 'block', py: 1.5 }}
                data-testid="notification"
                data-read={n.read ? 'true' : 'false'}
              >
                <Typography fontWeight={n.read ? 400 : 700} component="p">
                  {!n.read && <span className="visually-hidden">{t('notifications.unread')}: </span>}
                  {n.title}
                </Typography>
                <Typography variant="body2" component="p">
                  {n.body}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {dateTimeIst(n.createdAt)}
                  {n.auto ? ` · ${t('notifications.byKrishiHaat')}` : ''}
                </Typography>
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      {page?.more && (
        <Button sx={{ mt: 2 }} onClick={() => setCount((c) => c + NOTIFY_LIMITS.pageSize)} disabled={live.loadingMore}>
          {t('notifications.more')}
        </Button>
      )}
    </Container>
  );
}
