import { useEffect, useRef, useState } from 'react';
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

type Subscribe<T> = (onData: (data: T) => void, onError: (e: Error) => void) => () => void;

/** Subscribes while mounted (or while `key` stays the same); `key` null means "nothing to read". */
function useLive<T>(key: string | null, initial: T, subscribe: Subscribe<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T> & { key: string | null }>({
    key,
    status: 'loading',
    data: initial,
    error: null,
  });
  useEffect(() => {
    if (key === null) return;
    return subscribe(
      (data) => setState({ key, status: 'ready', data, error: null }),
      (error) => {
        console.error(error);
        setState((s) => ({ ...s, key, status: 'error', error }));
      },
    );
    // `subscribe` is rebuilt every render; `key` says when the source really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // A stale result (for the previous key) reads as loading, never as the new blog's data.
  if (state.key !== key) return { status: 'loading', data: initial, error: null };
  return state;
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

export function useBlog(id: string): Loaded<Blog | null> {
  return useLive<Blog | null>(id, null, (onData, onError) => subscribeBlog(id, onData, onError));
}

/** Whether the signed-in person liked the blog; false (and ready) for visitors. */
export function useMyLike(blogId: string, uid: string | null): Loaded<boolean> {
  const live = useLive(uid ? `${blogId}/${uid}` : null, false, (onData, onError) =>
    subscribeMyLike(blogId, uid ?? '', onData, onError),
  );
  return uid ? live : { status: 'ready', data: false, error: null };
}
