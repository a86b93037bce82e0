// The last market page the server confirmed, kept in IndexedDB so the market
// still shows it with the network off. The worker's Firestore uses the memory
// cache (multi-tab IndexedDB persistence does not work in a worker, and a
// second persistent instance must not share the page's), so it keeps this one
// page itself. Works in the worker (writes) and on the page (reads).
import type { Product } from '../../../shared/product';

const DB_NAME = 'kh-market';
const STORE = 'pages';
const KEY = 'last';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('indexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

/** Saves the first page of the default market view. */
export function saveLastPage(products: Product[]): Promise<void> {
  return run('readwrite', (s) => s.put(products, KEY)).then(() => undefined);
}

/** The saved page, or null when there is none (or no IndexedDB). */
export async function readLastPage(): Promise<Product[] | null> {
  try {
    const products = await run<unknown>('readonly', (s) => s.get(KEY));
    return Array.isArray(products) ? (products as Product[]) : null;
  } catch {
    return null;
  }
}
