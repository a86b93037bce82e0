import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { db } from '@/shared/firebase/firestore';
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
 * Creates a product straight in Firestore; the rules check every field. The
 * farm location must equal the farmer's profile, so it is read and copied.
 */
export async function addProduct(farmerId: string, fields: ProductFields): Promise<string> {
  const farmer = await getDoc(doc(db, 'farmers', farmerId));
  const farmLocation: unknown = farmer.get('farmLocation');
  if (!farmLocation || typeof farmLocation !== 'object') throw new MissingFarmError();
  const now = serverTimestamp();
  const ref = await addDoc(products, {
    farmerId,
    ...fields,
    titleLower: fields.title.toLowerCase(),
    inStock: fields.quantityKg > 0,
    farmLocation,
    createdAt: now,
    updatedAt: now,
  });
  return ref.id;
}

export interface ProductChanges {
  pricePaise: number;
  quantityKg: number;
  description: string;
}

/** Edits price, stock and details; `inStock` always follows the quantity (the rules insist). */
export async function updateProduct(productId: string, changes: ProductChanges): Promise<void> {
  await updateDoc(doc(products, productId), {
    ...changes,
    inStock: changes.quantityKg > 0,
    updatedAt: serverTimestamp(),
  });
}

export async function deleteProduct(productId: string): Promise<void> {
  await deleteDoc(doc(products, productId));
}
