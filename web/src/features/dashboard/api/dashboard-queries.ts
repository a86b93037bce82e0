// The dashboard's queries, run in the data worker (src/data-worker.ts); the page
// opens them through dashboard-api.ts and gets plain summaries.
// The dashboard reads its own summaries (features never import each other);
// every query is one the other screens already use, so the indexes exist.
import { collection, doc, limit, onSnapshot, orderBy, query, where, type DocumentData } from 'firebase/firestore';
import type { OrderStatus } from '@shared/orders';
import { toMillis } from '@shared/timestamps';
import { live } from '@/shared/firebase/data-protocol';
import { productFromData, type Product } from '@/shared/product';
import { POSTS_SHOWN, type FarmerProfile, type OrderSummary, type PostSummary } from './dashboard-summaries';

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export const dashboardQueries = {
  /** The farmer's profile, live; null when there is none. */
  'dashboard.profile': live<{ uid: string }, FarmerProfile | null>((db, { uid }, emit, fail) =>
    onSnapshot(
      doc(db, 'farmers', uid),
      (snap) => {
        const d: DocumentData | undefined = snap.data();
        if (!d) return emit(null);
        const place = (d.farmLocation ?? {}) as DocumentData;
        emit({
          firstName: text(d.firstName),
          lastName: text(d.lastName),
          farmName: text(d.farmName),
          farmLocation: { pincode: num(place.pincode), state: text(place.state), district: text(place.district) },
        });
      },
      fail,
    ),
  ),
  /** The farmer's orders, newest first, live. */
  'dashboard.orders': live<{ uid: string }, OrderSummary[]>((db, { uid }, emit, fail) =>
    onSnapshot(
      query(collection(db, 'orders'), where('farmerId', '==', uid), orderBy('createdAt', 'desc')),
      (snap) =>
        emit(
          snap.docs.map((d) => {
            const o = d.data();
            return {
              id: d.id,
              title: text(o.title),
              status: o.status as OrderStatus,
              totalPaise: num(o.totalPaise),
              paid: (o.payment as DocumentData | undefined)?.state === 'received',
              // Written by the server with the order, so always a timestamp once listed.
              createdAtMs: typeof o.createdAt?.toMillis === 'function' ? (o.createdAt.toMillis() as number) : 0,
            };
          }),
        ),
      fail,
    ),
  ),
  /** The farmer's products, newest first, live. */
  'dashboard.products': live<{ uid: string }, Product[]>((db, { uid }, emit, fail) =>
    onSnapshot(
      query(collection(db, 'products'), where('farmerId', '==', uid), orderBy('createdAt', 'desc')),
      (snap) => emit(snap.docs.map((d) => productFromData(d.id, d.data({ serverTimestamps: 'estimate' })))),
      fail,
    ),
  ),
  /** The farmer's newest posts from their cards: no full text, one bounded page. */
  'dashboard.posts': live<{ uid: string }, PostSummary[]>((db, { uid }, emit, fail) =>
    onSnapshot(
      query(
        collection(db, 'blogCards'),
        where('authorId', '==', uid),
        orderBy('createdAt', 'desc'),
        limit(POSTS_SHOWN),
      ),
      (snap) =>
        emit(
          snap.docs.map((d) => {
            const b = d.data({ serverTimestamps: 'estimate' });
            return { id: d.id, title: text(b.title), likes: num(b.likes), createdAtMs: toMillis(b.createdAt) };
          }),
        ),
      fail,
    ),
  ),
};
