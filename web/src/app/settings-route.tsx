import NotificationSettings from '@/features/notifications/components/notification-settings';
import SettingsPage from '@/features/settings/components/settings-page';

/** /settings: the settings screen with the notifications feature's section handed in. */
export default function SettingsRoute() {
  return <SettingsPage notifications={<NotificationSettings />} />;
}
