// The farmer's product queries and writes, run in the data worker
// (src/data-worker.ts); the page opens them through products-api.ts.
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  waitForPendingWrites,
  where,
  type Firestore,
} from 'firebase/firestore';
import { live } from '@/shared/firebase/data-protocol';
import { productFromData, type Product } from '@/shared/product';
import type { ProductChanges, ProductFields } from './product-input';
import { NO_FARM, type WriteStep } from './product-writes';

const products = (db: Firestore) => collection(db, 'products');

/** Offline, the SDK's promise waits for the server; the person should not. */
function steps(write: Promise<void>, emit: (step: WriteStep) => void, fail: (error: unknown) => void) {
  const offline = navigator.onLine === false;
  if (offline) emit({ queued: true });
  write.then(() => {
    if (!offline) emit({ queued: false });
    emit({ sent: true });
  }, fail);
  // A write cannot be taken back; closing only stops its answers.
  return () => undefined;
}

export const productsQueries = {
  /** The farmer's own products, newest first, live (index: farmerId ASC, createdAt DESC). */
  'products.mine': live<{ farmerId: string }, Product[]>((db, { farmerId }, emit, fail) =>
    onSnapshot(
      query(products(db), where('farmerId', '==', farmerId), orderBy('createdAt', 'desc')),
      (snap) => emit(snap.docs.map((d) => productFromData(d.id, d.data({ serverTimestamps: 'estimate' })))),
      fail,
    ),
  ),
  /**
   * Keeps the farmer's profile in this Firestore's cache while the products
   * page is open (a live listener), so adding a product offline can copy its
   * farm place. Never answers.
   */
  'products.keepFarm': live<{ farmerId: string }, never>((db, { farmerId }) =>
    onSnapshot(
      doc(db, 'farmers', farmerId),
      () => undefined,
      () => undefined,
    ),
  ),
  /**
   * Creates a product straight in Firestore; the rules check every field. The
   * farm location must equal the farmer's profile, so it is read and copied
   * (from the phone's cache when offline).
   */
  'products.add': live<{ farmerId: string; productId: string; fields: ProductFields }, WriteStep>(
    (db, { farmerId, productId, fields }, emit, fail) => {
      getDoc(doc(db, 'farmers', farmerId)).then((farmer) => {
        const farmLocation: unknown = farmer.get('farmLocation');
        if (!farmLocation || typeof farmLocation !== 'object') {
          return fail({ code: NO_FARM, message: 'products.noFarm' });
        }
        const now = serverTimestamp();
        steps(
          setDoc(doc(products(db), productId), {
            farmerId,
            ...fields,
            titleLower: fields.title.toLowerCase(),
            inStock: fields.quantityG > 0,
            farmLocation,
            createdAt: now,
            updatedAt: now,
          }),
          emit,
          fail,
        );
      }, fail);
      // Once asked for, the write goes ahead; closing only stops its answers.
      return () => undefined;
    },
  ),
  /** Edits price, stock and details; `inStock` always follows the quantity (the rules insist). */
  'products.update': live<{ productId: string; changes: ProductChanges }, WriteStep>(
    (db, { productId, changes }, emit, fail) =>
      steps(
        updateDoc(doc(products(db), productId), {
          ...changes,
          inStock: changes.quantityG > 0,
          updatedAt: serverTimestamp(),
        }),
        emit,
        fail,
      ),
  ),
  /** Deletes a product; answers once the server has it. */
  /**
   * Answers once every write this phone has made has reached the server: at once
   * online with none waiting, else when the signal returns and they are sent.
   */
  'products.written': live<Record<string, never>, true>((db, _none, emit, fail) => {
    waitForPendingWrites(db).then(() => emit(true), fail);
    return () => undefined;
  }),
  'products.delete': live<{ productId: string }, true>((db, { productId }, emit, fail) => {
    deleteDoc(doc(products(db), productId)).then(() => emit(true), fail);
    return () => undefined;
  }),
};
