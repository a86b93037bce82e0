import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppStore } from '@/shared/store';
import { useUnreadCount } from '../hooks/use-notifications';
import { useLanguageSaved } from '../hooks/use-language-saved';
import '../strings';

/**
 * The header's bell: how many notifications are unread, live, for both roles;
 * it opens the notification centre. Loaded lazily once signed in, like the
 * orders badge. It also keeps the language the notifications are written in
 * equal to the one this person reads the app in.
 */
export default function NotificationBell() {
  const { t } = useTranslation();
  const uid = useAppStore((s) => s.uid);
  const unread = useUnreadCount(uid);
  useLanguageSaved(uid);
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
