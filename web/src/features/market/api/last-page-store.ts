// The last market page the server confirmed, kept in IndexedDB so the market
// still shows it with the network off. The worker's Firestore uses the memory
// cache (multi-tab IndexedDB persistence does not work in a worker, and a
// second persistent instance must not share the page's), so it keeps this one
// page itself. Works in the worker (writes) and on the page (reads).
import { inStore } from '../../../shared/idb-store';
import type { Product } from '../../../shared/product';

const DB_NAME = 'kh-market';
const STORE = 'pages';
const KEY = 'last';

const run = <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) =>
  inStore(DB_NAME, STORE, mode, act);

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
