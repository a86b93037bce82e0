// The notification centre's queries and writes, run in the data worker
// (src/data-worker.ts); the page opens them through notifications-api.ts.
import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { NOTIFY_EVENTS, NOTIFY_LIMITS, prefsOf, type NotificationPrefs, type NotifyEvent } from '@shared/notifications';
import { toMillis } from '@shared/timestamps';
import { live } from '@/shared/firebase/data-protocol';
import type { Notice } from './notice';

const items = (db: Firestore, uid: string) => collection(db, 'notifications', uid, 'items');
const text = (v: unknown) => (typeof v === 'string' ? v : '');

function noticeOf(id: string, d: DocumentData): Notice {
  const event = (NOTIFY_EVENTS as readonly string[]).includes(d.event) ? (d.event as NotifyEvent) : 'request';
  return {
    id,
    orderId: text(d.orderId),
    event,
    auto: d.auto === true,
    title: text(d.title),
    body: text(d.body),
    read: d.read === true,
    createdAt: toMillis(d.createdAt),
  };
}

/** A write's answer: once the server has it (offline, the SDK keeps it and sends it later). */
function written(write: Promise<unknown>, emit: (done: true) => void, fail: (e: unknown) => void) {
  write.then(() => emit(true), fail);
  return () => undefined;
}

export const notificationsQueries = {
  /** How many notifications are unread, live (counted up to NOTIFY_LIMITS.unreadCountMax). */
  'notifications.unread': live<{ uid: string }, number>((db, { uid }, emit, fail) =>
    onSnapshot(
      query(items(db, uid), where('read', '==', false), limit(NOTIFY_LIMITS.unreadCountMax)),
      (snap) => emit(snap.size),
      fail,
    ),
  ),
  /** The newest `count` notifications, live. A longer page reopens it with a larger count. */
  'notifications.list': live<{ uid: string; count: number }, { notices: Notice[]; more: boolean }>(
    (db, { uid, count }, emit, fail) =>
      onSnapshot(
        query(items(db, uid), orderBy('createdAt', 'desc'), limit(count + 1)),
        (snap) => {
          const docs = snap.docs.map((d) => noticeOf(d.id, d.data({ serverTimestamps: 'estimate' })));
          emit({ notices: docs.slice(0, count), more: docs.length > count });
        },
        fail,
      ),
  ),
  'notifications.markRead': live<{ uid: string; id: string }, true>((db, { uid, id }, emit, fail) =>
    written(updateDoc(doc(items(db, uid), id), { read: true }), emit, fail),
  ),
  /** Marks every unread notification read (the rules allow read: true and nothing else). */
  'notifications.markAllRead': live<{ uid: string }, true>((db, { uid }, emit, fail) =>
    written(
      getDocs(query(items(db, uid), where('read', '==', false), limit(400))).then((snap) => {
        const batch = writeBatch(db);
        for (const d of snap.docs) batch.update(d.ref, { read: true });
        return batch.commit();
      }),
      emit,
      fail,
    ),
  ),
  /** The person's choices (language, push, events), live; defaults until saved once. */
  'notifications.prefs': live<{ uid: string }, NotificationPrefs>((db, { uid }, emit, fail) =>
    onSnapshot(doc(db, 'notifications', uid), (snap) => emit(prefsOf(snap.data())), fail),
  ),
  'notifications.savePrefs': live<{ uid: string; prefs: NotificationPrefs }, true>((db, { uid, prefs }, emit, fail) =>
    written(setDoc(doc(db, 'notifications', uid), { ...prefs, updatedAt: serverTimestamp() }), emit, fail),
  ),
};
