import { useEffect, useState } from 'react';
import { subscribeBlog, subscribeBlogs, subscribeMyBlogs, subscribeMyLike, type Blog } from '../api/blogs-api';

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

const NONE: Blog[] = [];

export function useBlogs(): Loaded<Blog[]> {
  return useLive('all', NONE, subscribeBlogs);
}

export function useBlog(id: string): Loaded<Blog | null> {
  return useLive<Blog | null>(id, null, (onData, onError) => subscribeBlog(id, onData, onError));
}

export function useMyBlogs(uid: string | null): Loaded<Blog[]> {
  return useLive(uid, NONE, (onData, onError) => subscribeMyBlogs(uid ?? '', onData, onError));
}

/** Whether the signed-in person liked the blog; false (and ready) for visitors. */
export function useMyLike(blogId: string, uid: string | null): Loaded<boolean> {
  const live = useLive(uid ? `${blogId}/${uid}` : null, false, (onData, onError) =>
    subscribeMyLike(blogId, uid ?? '', onData, onError),
  );
  return uid ? live : { status: 'ready', data: false, error: null };
}
