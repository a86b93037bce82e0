import type { NotificationPrefs } from '@shared/notifications';
import { useEffect, useState } from 'react';
import { useLive, type LoadState } from '@/shared/hooks/use-live';
import { subscribeNotices, subscribePrefs, subscribeUnreadCount, type Notice } from '../api/notifications-api';

/** The bell's unread count, live. */
export function useUnreadCount(uid: string | null): LoadState<number> {
  return useLive(subscribeUnreadCount, uid);
}

type Page = { notices: Notice[]; more: boolean };

/**
 * The newest `count` notifications, live. A larger count (the next page)
 * reopens the query; the page shown stays until the longer one answers
 * (`loadingMore`), so the list does not blink back to its skeleton.
 */
export function useNotices(uid: string | null, count: number): LoadState<Page> & { loadingMore: boolean } {
  const [got, setGot] = useState<{ uid: string; count: number; page: Page | null; error: unknown } | null>(null);
  useEffect(() => {
    if (!uid) return;
    return subscribeNotices(
      { uid, count },
      (page) => setGot({ uid, count, page, error: null }),
      (error) => setGot({ uid, count, page: null, error }),
    );
  }, [uid, count]);
  const mine = got && got.uid === uid ? got : null;
  const loadingMore = !!mine && mine.count !== count;
  if (mine?.page) return { status: 'ready', data: mine.page, error: null, loadingMore };
  if (mine?.error) return { status: 'error', data: null, error: mine.error, loadingMore };
  return { status: 'loading', data: null, error: null, loadingMore };
}

/** The person's notification choices, live. */
export function useNotifyPrefs(uid: string | null): LoadState<NotificationPrefs> {
  return useLive(subscribePrefs, uid);
}
