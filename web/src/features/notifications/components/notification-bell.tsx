import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useAppStore } from '@/shared/store';
import { HeaderIconLink } from '@/shared/ui/header-icon';
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
  return <HeaderIconLink to="/notifications" label={label} icon="bell" count={count} testId="notification-count" />;
}
