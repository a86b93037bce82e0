import { useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

const LOADING = { status: 'loading', data: null, error: null } as const;

/** A feature api's `subscribeX(id, onData, onError)`, returning the unsubscribe. */
export type Subscribe<T> = (id: string, onData: (d: T) => void, onError: (e: unknown) => void) => () => void;

/**
 * One live query for `id` (usually the signed-in uid), as {status, data, error}.
 * Another id's (or another query's) data is never shown while this one loads.
 */
export function useLive<T>(subscribe: Subscribe<T>, id: string | null): LoadState<T> {
  const [result, setResult] = useState<{ sub: Subscribe<T> | null; id: string | null; state: LoadState<T> }>({
    sub: null,
    id: null,
    state: LOADING,
  });
  useEffect(() => {
    if (!id) return;
    return subscribe(
      id,
      (data) => setResult({ sub: subscribe, id, state: { status: 'ready', data, error: null } }),
      (error) => setResult({ sub: subscribe, id, state: { status: 'error', data: null, error } }),
    );
  }, [subscribe, id]);
  return result.sub === subscribe && result.id === id ? result.state : LOADING;
}
