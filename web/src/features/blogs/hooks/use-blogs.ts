import { useCallback, useEffect, useRef, useState } from 'react';
import { useLive, type LoadState } from '@/shared/hooks/use-live';
import {
  openBlogFeed,
  subscribeBlog,
  subscribeMyLike,
  type Blog,
  type BlogCardData,
  type BlogFeedSpec,
} from '../api/blogs-api';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface Loaded<T> {
  status: LoadStatus;
  data: T;
  error: Error | null;
}

export interface BlogFeed extends Loaded<BlogCardData[]> {
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

const NO_CARDS: BlogCardData[] = [];

/** Live pages of blog cards for `spec` (null: nothing to read yet); a new spec starts again at page 1. */
export function useBlogFeed(spec: BlogFeedSpec | null): BlogFeed {
  const key = spec === null ? null : JSON.stringify([spec.authorId, spec.token]);
  const [state, setState] = useState({
    key: null as string | null,
    status: 'loading' as LoadStatus,
    data: NO_CARDS,
    error: null as Error | null,
    hasMore: false,
    loadingMore: false,
  });
  const more = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (spec === null || key === null) return;
    const feed = openBlogFeed(
      spec,
      (s) =>
        setState({
          key,
          status: s.loading ? 'loading' : 'ready',
          data: s.items,
          error: null,
          hasMore: s.hasMore,
          loadingMore: s.loadingMore,
        }),
      (error) => {
        console.error(error);
        setState((s) => ({ ...s, key, status: 'error', error, loadingMore: false }));
      },
    );
    more.current = feed.loadMore;
    return () => {
      more.current = () => undefined;
      feed.close();
    };
    // `spec` is a new object every render; `key` says when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const loadMore = () => more.current();
  if (state.key !== key) {
    return { status: 'loading', data: NO_CARDS, error: null, hasMore: false, loadingMore: false, loadMore };
  }
  return { ...state, loadMore };
}

/** One blog, live (its like count follows everyone's likes); data null when it does not exist. */
export function useBlog(id: string): LoadState<Blog | null> {
  return useLive(subscribeBlog, id);
}

const NOT_LIKED = { status: 'ready', data: false, error: null } as const;

/** Whether the signed-in person liked the blog; false (and ready) for visitors. */
export function useMyLike(blogId: string, uid: string | null): LoadState<boolean> {
  const subscribe = useCallback(
    (me: string, onData: (liked: boolean) => void, onError: (e: unknown) => void) =>
      subscribeMyLike(blogId, me, onData, onError),
    [blogId],
  );
  const live = useLive(subscribe, uid);
  return uid ? live : NOT_LIKED;
}
