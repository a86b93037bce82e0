import { useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

const LOADING = { status: 'loading', data: null, error: null } as const;

type Subscribe<T> = (uid: string, onData: (d: T) => void, onError: (e: unknown) => void) => () => void;

/** One live query for the signed-in farmer, as {status, data, error}. */
export function useLive<T>(subscribe: Subscribe<T>, uid: string | null): LoadState<T> {
  const [result, setResult] = useState<{ key: string | null; state: LoadState<T> }>({ key: null, state: LOADING });
  useEffect(() => {
    if (!uid) return;
    return subscribe(
      uid,
      (data) => setResult({ key: uid, state: { status: 'ready', data, error: null } }),
      (error) => setResult({ key: uid, state: { status: 'error', data: null, error } }),
    );
  }, [subscribe, uid]);
  return result.key === uid ? result.state : LOADING;
}
