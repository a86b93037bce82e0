import type { NotificationPrefs } from '@shared/notifications';
import { queriesOf } from '@/shared/firebase/data-client';
import type { Notice } from './notice';
import type { notificationsQueries } from './notifications-queries';

export type { Notice };

// The centre's queries run in the data worker (notifications-queries.ts).
const q = queriesOf<typeof notificationsQueries>();

/** How many of the person's notifications are unread, live. */
export function subscribeUnreadCount(uid: string, onData: (n: number) => void, onError: (e: unknown) => void) {
  return q.subscribe('notifications.unread', { uid }, onData, onError);
}

/** The newest `count` notifications, and whether older ones exist, live. */
export function subscribeNotices(
  params: { uid: string; count: number },
  onData: (page: { notices: Notice[]; more: boolean }) => void,
  onError: (e: unknown) => void,
) {
  return q.subscribe('notifications.list', params, onData, onError);
}

/** The person's notification choices, live (the defaults until first saved). */
export function subscribePrefs(uid: string, onData: (p: NotificationPrefs) => void, onError: (e: unknown) => void) {
  return q.subscribe('notifications.prefs', { uid }, onData, onError);
}

export function markRead(uid: string, id: string): Promise<true> {
  return q.once('notifications.markRead', { uid, id });
}

export function markAllRead(uid: string): Promise<true> {
  return q.once('notifications.markAllRead', { uid });
}

export function savePrefs(uid: string, prefs: NotificationPrefs): Promise<true> {
  return q.once('notifications.savePrefs', { uid, prefs });
}
