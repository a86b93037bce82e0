import { collection, onSnapshot, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import type { OrderAction } from '@shared/orders';
import type { OrderActionInput, OrderData, UpdateOrderResult } from '@shared/order-schemas';
import { toMillis } from '@shared/timestamps';
import { db } from '@/shared/firebase/firestore';
import { callable } from '@/shared/firebase/functions';

/** An order as the screens use it: its id, plain fields, times in ms. */
export interface Order extends OrderData<number> {
  id: string;
}

const orders = collection(db, 'orders');

export function orderFromData(id: string, d: DocumentData): Order {
  const data = d as OrderData;
  return {
    ...data,
    id,
    timeline: Array.isArray(data.timeline) ? data.timeline.map((e) => ({ ...e, at: toMillis(e.at) })) : [],
    declineReason: data.declineReason ?? null,
    declineCode: data.declineCode ?? null,
    // Contact details exist once the order is accepted (older documents lack the field).
    buyer: { ...data.buyer, contact: data.buyer?.contact ?? null },
    farmer: { ...data.farmer, contact: data.farmer?.contact ?? null },
    createdAt: toMillis(data.createdAt),
    updatedAt: toMillis(data.updatedAt),
  };
}

type Side = 'farmerId' | 'buyerId';

// Indexes: (farmerId ASC, createdAt DESC) and (buyerId ASC, createdAt DESC).
function subscribe(
  side: Side,
  uid: string,
  onData: (orders: Order[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const q = query(orders, where(side, '==', uid), orderBy('createdAt', 'desc'));
  return onSnapshot(
    q,
    (snap) => onData(snap.docs.map((d) => orderFromData(d.id, d.data({ serverTimestamps: 'estimate' })))),
    onError,
  );
}

/** The farmer's incoming orders, newest first, live. */
export function subscribeFarmerOrders(uid: string, onData: (o: Order[]) => void, onError: (e: unknown) => void) {
  return subscribe('farmerId', uid, onData, onError);
}

/** The buyer's own orders, newest first, live. */
export function subscribeBuyerOrders(uid: string, onData: (o: Order[]) => void, onError: (e: unknown) => void) {
  return subscribe('buyerId', uid, onData, onError);
}

/**
 * How many of the farmer's orders wait for an answer, live. Equality filters
 * only, so no composite index; the farmerId filter is what the rules require.
 */
export function subscribePendingCount(
  uid: string,
  onData: (count: number) => void,
  onError: (e: unknown) => void,
): () => void {
  const q = query(orders, where('farmerId', '==', uid), where('status', '==', 'Pending'));
  return onSnapshot(q, (snap) => onData(snap.size), onError);
}

const updateOrder = callable<OrderActionInput, UpdateOrderResult>('updateOrder');

/** Moves an order along; the function re-checks who may do what in a transaction. */
export function act(orderId: string, action: OrderAction, reason?: string): Promise<UpdateOrderResult> {
  const trimmed = reason?.trim();
  return updateOrder(trimmed ? { orderId, action, reason: trimmed } : { orderId, action });
}
