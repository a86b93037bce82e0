import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAppStore } from '@/shared/store';
import { useUnreadCount } from '../hooks/use-notifications';
import { useLanguageSaved } from '../hooks/use-language-saved';
import '../strings';

/**
 * The header's bell: how many notifications are unread, live, for both roles;
 * it opens the notification centre. Loaded lazily once signed in, like the
 * orders badge. It also keeps the language the notifications are written in
 * equal to the one this person reads the app in, and this phone's push
 * subscription saved with the functions.
 */
export default function NotificationBell() {
  const { t } = useTranslation();
  const uid = useAppStore((s) => s.uid);
  const unread = useUnreadCount(uid);
  useLanguageSaved(uid);
  // A subscription the browser replaced on its own is saved again (push code
  // downloads only where notifications are allowed).
  useEffect(() => {
    if (!uid || typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    import('@/shared/push/push-api').then((m) => m.keepPushSaved()).catch(() => undefined);
  }, [uid]);
  const count = unread.status === 'ready' ? unread.data : 0;
  const label = t('notifications.bell', { count });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" component={RouterLink} to="/notifications" aria-label={label}>
        <Badge badgeContent={count} color="error" max={99} data-testid="notification-count">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
