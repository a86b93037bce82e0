// The orders' queries, run in the data worker (web/src/data-worker.ts); the page
// opens them through orders-api.ts and gets plain Orders.
import { collection, onSnapshot, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import type { OrderData } from '@shared/order-schemas';
import { toMillis } from '@shared/timestamps';
import { live } from '@/shared/firebase/data-protocol';
import type { Order } from './order';
import { paymentFromData } from './order-payment';

export function orderFromData(id: string, d: DocumentData): Order {
  const data = d as OrderData & { payment?: unknown };
  return {
    ...data,
    id,
    timeline: Array.isArray(data.timeline) ? data.timeline.map((e) => ({ ...e, at: toMillis(e.at) })) : [],
    declineReason: data.declineReason ?? null,
    declineCode: data.declineCode ?? null,
    // Contact details exist once the order is accepted (older documents lack the field).
    buyer: { ...data.buyer, contact: data.buyer?.contact ?? null },
    farmer: { ...data.farmer, contact: data.farmer?.contact ?? null },
    payment: paymentFromData(data.payment),
    createdAt: toMillis(data.createdAt),
    updatedAt: toMillis(data.updatedAt),
  };
}

// Indexes: (farmerId ASC, createdAt DESC) and (buyerId ASC, createdAt DESC).
const ordersOf = (side: 'farmerId' | 'buyerId') =>
  live<{ uid: string }, Order[]>((db, { uid }, emit, fail) =>
    onSnapshot(
      query(collection(db, 'orders'), where(side, '==', uid), orderBy('createdAt', 'desc')),
      (snap) => emit(snap.docs.map((d) => orderFromData(d.id, d.data({ serverTimestamps: 'estimate' })))),
      fail,
    ),
  );

export const ordersQueries = {
  /** The farmer's incoming orders, newest first, live. */
  'orders.farmer': ordersOf('farmerId'),
  /** The buyer's own orders, newest first, live. */
  'orders.buyer': ordersOf('buyerId'),
  /**
   * How many of the farmer's orders wait for an answer, live. Equality filters
   * only, so no composite index; the farmerId filter is what the rules require.
   */
  'orders.pendingCount': live<{ uid: string }, number>((db, { uid }, emit, fail) =>
    onSnapshot(
      query(collection(db, 'orders'), where('farmerId', '==', uid), where('status', '==', 'Pending')),
      (snap) => emit(snap.size),
      fail,
    ),
  ),
};
