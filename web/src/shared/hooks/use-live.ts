import { startTransition, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

const LOADING = { status: 'loading', data: null, error: null } as const;

/** A feature api's `subscribeX(id, onData, onError)`, returning the unsubscribe. */
export type Subscribe<T> = (id: string, onData: (d: T) => void, onError: (e: unknown) => void) => () => void;

/** What a prefetched query for `id` has answered so far (data-client.ts `peekQuery`), if anything. */
export type Peek<T> = (id: string) => T | undefined;

/**
 * One live query for `id` (usually the signed-in uid), as {status, data, error}.
 * Another id's (or another query's) data is never shown while this one loads.
 * With `peek`, a query prefetched for the screen gives the first render its data.
 * Answers render as a transition: React builds the screen in slices that yield
 * to input and painting, where an update from the worker's message rendered the
 * whole screen in one task (interleaved Lighthouse runs, bench (f): TBT medians
 * 280-360 ms against 410-440 ms).
 */
export function useLive<T>(subscribe: Subscribe<T>, id: string | null, peek?: Peek<T>): LoadState<T> {
  const [result, setResult] = useState<{ sub: Subscribe<T> | null; id: string | null; state: LoadState<T> }>(() => {
    const seen = id && peek ? peek(id) : undefined;
    return seen === undefined
      ? { sub: null, id: null, state: LOADING }
      : { sub: subscribe, id, state: { status: 'ready', data: seen, error: null } };
  });
  useEffect(() => {
    if (!id) return;
    return subscribe(
      id,
      // The data the first render peeked comes again when the subscription takes over: no second render for it.
      (data) =>
        startTransition(() =>
          setResult((r) =>
            r.sub === subscribe && r.id === id && r.state.data === data
              ? r
              : { sub: subscribe, id, state: { status: 'ready', data, error: null } },
          ),
        ),
      (error) => setResult({ sub: subscribe, id, state: { status: 'error', data: null, error } }),
    );
  }, [subscribe, id]);
  return result.sub === subscribe && result.id === id ? result.state : LOADING;
}
