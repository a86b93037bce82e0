import '../strings';
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
  where,
} from 'firebase/firestore';
import { db } from '@/shared/firebase/firestore';
import { isOffline } from '@/shared/firebase/order-commands';
import { productFromData, type Product } from '@/shared/product';
import type { ProductFields } from './product-input';

const products = collection(db, 'products');

/** Thrown when the farmer's profile has no farm location to copy onto the product. */
export class MissingFarmError extends Error {
  constructor() {
    super('products.noFarm');
  }
}

/** The farmer's own products, newest first, live (index: farmerId ASC, createdAt DESC). */
export function subscribeMyProducts(
  farmerId: string,
  onData: (products: Product[]) => void,
  onError: (error: unknown) => void,
): () => void {
  const q = query(products, where('farmerId', '==', farmerId), orderBy('createdAt', 'desc'));
  return onSnapshot(
    q,
    (snap) => onData(snap.docs.map((d) => productFromData(d.id, d.data({ serverTimestamps: 'estimate' })))),
    onError,
  );
}

/**
 * Keeps the farmer's profile in the phone's cache while the products page is
 * open (a live listener), so adding a product offline can copy its farm place.
 */
export function keepFarmOnPhone(farmerId: string): () => void {
  return onSnapshot(
    doc(db, 'farmers', farmerId),
    () => undefined,
    () => undefined,
  );
}

/**
 * A write the server has confirmed (`queued` false), or one kept on the phone
 * while offline (`queued` true) that the SDK sends when the signal returns;
 * `sent` settles then, and rejects if the server refuses it.
 */
export interface WriteResult {
  queued: boolean;
  sent: Promise<void>;
}

/** Offline, the SDK's promise waits for the server; the person should not. */
async function settle(write: Promise<void>): Promise<WriteResult> {
  if (isOffline()) return { queued: true, sent: write };
  await write;
  return { queued: false, sent: write };
}

/**
 * Creates a product straight in Firestore; the rules check every field. The
 * farm location must equal the farmer's profile, so it is read and copied
 * (from the phone's cache when offline).
 */
export async function addProduct(farmerId: string, fields: ProductFields): Promise<WriteResult> {
  const farmer = await getDoc(doc(db, 'farmers', farmerId));
  const farmLocation: unknown = farmer.get('farmLocation');
  if (!farmLocation || typeof farmLocation !== 'object') throw new MissingFarmError();
  const now = serverTimestamp();
  return settle(
    setDoc(doc(products), {
      farmerId,
      ...fields,
      titleLower: fields.title.toLowerCase(),
      inStock: fields.quantityKg > 0,
      farmLocation,
      createdAt: now,
      updatedAt: now,
    }),
  );
}

export interface ProductChanges {
  pricePaise: number;
  quantityKg: number;
  description: string;
}

/** Edits price, stock and details; `inStock` always follows the quantity (the rules insist). */
export function updateProduct(productId: string, changes: ProductChanges): Promise<WriteResult> {
  return settle(
    updateDoc(doc(products, productId), {
      ...changes,
      inStock: changes.quantityKg > 0,
      updatedAt: serverTimestamp(),
    }),
  );
}

export async function deleteProduct(productId: string): Promise<void> {
  await deleteDoc(doc(products, productId));
}
