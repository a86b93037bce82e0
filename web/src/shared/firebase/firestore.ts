import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { app, EMULATOR_HOST, USE_EMULATORS } from './app';
import { FIRESTORE_EMULATOR_PORT } from './config';

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
  return db;
}

export const db = create();
