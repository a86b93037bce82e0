import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { LoadState } from '@/shared/hooks/use-live';
import type { Order } from '../api/orders-api';
import { changedOrders, markSeen, parseSeen, readSeenText, subscribeSeen } from '../api/seen-orders';
import { useOrders } from './use-orders';

/** How many of the buyer's orders changed since they last looked, kept live. */
export function useOrderUpdates(uid: string | null): LoadState<number> {
  const orders = useOrders('buyer', uid);
  const seenText = useSyncExternalStore(subscribeSeen, () => (uid ? readSeenText(uid) : ''));
  return useMemo(() => {
    if (orders.status !== 'ready') return orders;
    return { status: 'ready', data: changedOrders(orders.data, parseSeen(seenText)).length, error: null };
  }, [orders, seenText]);
}

/** While the buyer's orders page is open, everything on it counts as seen. */
export function useMarkOrdersSeen(uid: string | null, orders: LoadState<Order[]>, enabled: boolean): void {
  useEffect(() => {
    if (enabled && uid && orders.status === 'ready') markSeen(uid, orders.data);
  }, [enabled, uid, orders]);
}
