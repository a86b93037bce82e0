import { useEffect, useState } from 'react';
import { subscribeBuyerOrders, subscribeFarmerOrders, type Order } from '../api/orders-api';

export type LoadState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

const LOADING = { status: 'loading', data: null, error: null } as const;

export type OrderSide = 'farmer' | 'buyer';

/** The signed-in person's orders (as farmer or as buyer), newest first, kept live. */
export function useOrders(side: OrderSide, uid: string | null): LoadState<Order[]> {
  const key = uid ? `${side}:${uid}` : null;
  const [result, setResult] = useState<{ key: string | null; state: LoadState<Order[]> }>({
    key: null,
    state: LOADING,
  });
  useEffect(() => {
    if (!uid || !key) return;
    const subscribe = side === 'farmer' ? subscribeFarmerOrders : subscribeBuyerOrders;
    return subscribe(
      uid,
      (data) => setResult({ key, state: { status: 'ready', data, error: null } }),
      (error) => setResult({ key, state: { status: 'error', data: null, error } }),
    );
  }, [side, uid, key]);
  // Another account's orders are never shown while this one loads.
  return result.key === key ? result.state : LOADING;
}
