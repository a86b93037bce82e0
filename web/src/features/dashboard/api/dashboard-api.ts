import { collection, doc, limit, onSnapshot, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import type { OrderStatus } from '@shared/orders';
import { toMillis } from '@shared/timestamps';
import { db } from '@/shared/firebase/firestore';
import { productFromData, type Product } from '@/shared/product';

// The dashboard reads its own summaries (features never import each other);
// every query is one the other screens already use, so the indexes exist.

export interface FarmerProfile {
  firstName: string;
  lastName: string;
  farmName: string;
  farmLocation: { pincode: number; state: string; district: string };
}

export interface OrderSummary {
  id: string;
  title: string;
  status: OrderStatus;
  totalPaise: number;
  createdAtMs: number;
}

export interface PostSummary {
  id: string;
  title: string;
  likes: number;
  createdAtMs: number;
}

type OnError = (error: unknown) => void;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function subscribeProfile(uid: string, onData: (p: FarmerProfile | null) => void, onError: OnError) {
  return onSnapshot(
    doc(db, 'farmers', uid),
    (snap) => {
      const d: DocumentData | undefined = snap.data();
      if (!d) return onData(null);
      const place = (d.farmLocation ?? {}) as DocumentData;
      onData({
        firstName: text(d.firstName),
        lastName: text(d.lastName),
        farmName: text(d.farmName),
        farmLocation: { pincode: num(place.pincode), state: text(place.state), district: text(place.district) },
      });
    },
    onError,
  );
}

export function subscribeOrders(uid: string, onData: (o: OrderSummary[]) => void, onError: OnError) {
  const q = query(collection(db, 'orders'), where('farmerId', '==', uid), orderBy('createdAt', 'desc'));
  return onSnapshot(
    q,
    (snap) =>
      onData(
        snap.docs.map((d) => {
          const o = d.data();
          return {
            id: d.id,
            title: text(o.title),
            status: o.status as OrderStatus,
            totalPaise: num(o.totalPaise),
            // Written by the server with the order, so always a timestamp once listed.
            createdAtMs: typeof o.createdAt?.toMillis === 'function' ? (o.createdAt.toMillis() as number) : 0,
          };
        }),
      ),
    onError,
  );
}

export function subscribeProducts(uid: string, onData: (p: Product[]) => void, onError: OnError) {
  const q = query(collection(db, 'products'), where('farmerId', '==', uid), orderBy('createdAt', 'desc'));
  return onSnapshot(
    q,
    (snap) => onData(snap.docs.map((d) => productFromData(d.id, d.data({ serverTimestamps: 'estimate' })))),
    onError,
  );
}

/** How many of the farmer's newest posts the dashboard reads (one page, however many they wrote). */
export const POSTS_SHOWN = 5;

/** The farmer's newest posts from their cards: no full text, one bounded page. */
export function subscribePosts(uid: string, onData: (p: PostSummary[]) => void, onError: OnError) {
  return onSnapshot(
    query(collection(db, 'blogCards'), where('authorId', '==', uid), orderBy('createdAt', 'desc'), limit(POSTS_SHOWN)),
    (snap) =>
      onData(
        snap.docs.map((d) => {
          const b = d.data({ serverTimestamps: 'estimate' });
          return { id: d.id, title: text(b.title), likes: num(b.likes), createdAtMs: toMillis(b.createdAt) };
        }),
      ),
    onError,
  );
}
