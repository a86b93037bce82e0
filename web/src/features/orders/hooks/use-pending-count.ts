import { useEffect, useState } from 'react';
import { subscribePendingCount } from '../api/orders-api';
import type { LoadState } from './use-orders';

const LOADING = { status: 'loading', data: null, error: null } as const;

/** The farmer's pending order count, kept live; loading again when the account changes. */
export function usePendingCount(uid: string | null): LoadState<number> {
  const [result, setResult] = useState<{ uid: string | null; state: LoadState<number> }>({
    uid: null,
    state: LOADING,
  });
  useEffect(() => {
    if (!uid) return;
    return subscribePendingCount(
      uid,
      (data) => setResult({ uid, state: { status: 'ready', data, error: null } }),
      (error) => setResult({ uid, state: { status: 'error', data: null, error } }),
    );
  }, [uid]);
  return result.uid === uid ? result.state : LOADING;
}
