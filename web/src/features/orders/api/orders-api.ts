import type { OrderAction } from '@shared/orders';
import type { OrderActionInput, UpdateOrderResult } from '@shared/order-schemas';
import { queriesOf } from '@/shared/firebase/data-client';
import { callable } from '@/shared/firebase/functions';
import type { Order } from './order';
import type { ordersQueries } from './orders-queries';

export type { Order };

// The live lists run in the data worker (orders-queries.ts).
const q = queriesOf<typeof ordersQueries>();

/** The farmer's incoming orders, newest first, live. */
export function subscribeFarmerOrders(uid: string, onData: (o: Order[]) => void, onError: (e: unknown) => void) {
  return q.subscribe('orders.farmer', { uid }, onData, onError);
}

/**
 * Opens the signed-in person's orders before their screen's code has loaded (a
 * returning trader's first screen); `peekOrders` gives what came so far.
 */
export function prefetchOrders(side: 'farmer' | 'buyer', uid: string): void {
  q.prefetch(side === 'farmer' ? 'orders.farmer' : 'orders.buyer', { uid });
}

export function peekOrders(side: 'farmer' | 'buyer', uid: string): Order[] | undefined {
  return q.peek(side === 'farmer' ? 'orders.farmer' : 'orders.buyer', { uid });
}

/** The buyer's own orders, newest first, live. */
export function subscribeBuyerOrders(uid: string, onData: (o: Order[]) => void, onError: (e: unknown) => void) {
  return q.subscribe('orders.buyer', { uid }, onData, onError);
}

/** How many of the farmer's orders wait for an answer, live. */
export function subscribePendingCount(uid: string, onData: (count: number) => void, onError: (e: unknown) => void) {
  return q.subscribe('orders.pendingCount', { uid }, onData, onError);
}

const updateOrder = callable<OrderActionInput, UpdateOrderResult>('updateOrder');

/** Moves an order along; the function re-checks who may do what in a transaction. */
export function act(orderId: string, action: OrderAction, reason?: string): Promise<UpdateOrderResult> {
  const trimmed = reason?.trim();
  return updateOrder(trimmed ? { orderId, action, reason: trimmed } : { orderId, action });
}
