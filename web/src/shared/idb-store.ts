// One IndexedDB object store, opened for each request and closed after it (the
// page and the data worker may both hold the database; an open handle would
// block the other's upgrade). Each database here has one store, version 1.

function openDb(name: string, store: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(store);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
  });
}

/** Runs `act` on the store `store` of database `name` in one transaction; resolves once it commits. */
export async function inStore<T>(
  name: string,
  store: string,
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb(name, store);
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(store, mode);
      const request = act(tx.objectStore(store));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('indexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

/**
 * Photos a farmer picked that wait for the network, shrunk, with their
 * product's id (features/products/api/photo-queue.ts). A logout counts them
 * as unsent, and deletes them with the rest of what the phone kept.
 */
export const PHOTOS_WAITING = { db: 'kh-photos-waiting', store: 'photos' } as const;

/** How many photos wait on this phone (0 when IndexedDB cannot say). */
export function photosWaiting(): Promise<number> {
  return inStore(PHOTOS_WAITING.db, PHOTOS_WAITING.store, 'readonly', (s) => s.count()).catch(() => 0);
}

/** Deletes the waiting photos' database. */
export function forgetWaitingPhotos(): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(PHOTOS_WAITING.db);
    // Blocked (another tab holds it open) or failed: it is deleted once that tab lets go.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
