import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import { app, EMULATOR_HOST, USE_EMULATORS } from './app';
import { FIRESTORE_EMULATOR_PORT } from './config';
import { CACHE_WIPE_KEY } from './cache-wipe-key';

// Imported only by features' api/ modules, so pages that do not read data (the
// landing page) never download Firestore. The persistent cache keeps the last
// seen market, products and orders readable offline and queues offline writes.
function create(): Firestore {
  let db: Firestore;
  try {
    db = initializeFirestore(app, {
      localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
  } catch {
    db = initializeFirestore(app, {});
  }
  if (USE_EMULATORS) connectFirestoreEmulator(db, EMULATOR_HOST, FIRESTORE_EMULATOR_PORT);
  // A logout that could not wipe the cache (another tab held it open) left this
  // mark: wipe it now, before anything reads. Queued ahead of the first use.
  if (readMark()) {
    clearIndexedDbPersistence(db).then(
      () => setMark(false),
      () => undefined,
    );
  }
  return db;
}

export const db = create();

// Logout's cache wiping (shared phones: the next person must not find the last
// one's orders, phone numbers and addresses in IndexedDB).
const MARK = CACHE_WIPE_KEY;

function readMark(): boolean {
  try {
    return localStorage.getItem(MARK) === '1';
  } catch {
    return false;
  }
}
function setMark(on: boolean): void {
  try {
    if (on) localStorage.setItem(MARK, '1');
    else localStorage.removeItem(MARK);
  } catch {
    // Without storage there is no later wipe; the one at logout still ran.
  }
}

/** True when every change made on this phone has reached the server (waits up to `ms`). */
export async function allWritesSent(ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([waitForPendingWrites(db).then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops Firestore in this page and deletes its offline cache (documents and
 * unsent writes). This page cannot use Firestore afterwards: the caller loads
 * a fresh page. If another tab still holds the cache, the wipe is marked to run
 * at the next start of Firestore instead.
 */
export async function clearLocalCache(): Promise<void> {
  setMark(true);
  await terminate(db);
  try {
    await clearIndexedDbPersistence(db);
    setMark(false);
  } catch {
    // failed-precondition: another tab has it open; the mark stays.
  }
}
