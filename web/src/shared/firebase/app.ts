import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { sessionInIndexedDb } from '../session-hint';
import { EMULATOR_HOST, firebaseConfig, USE_EMULATORS } from './config';
import { localPersistence, recheckStorageWhenShown } from './local-persistence';

export { EMULATOR_HOST, REGION, USE_EMULATORS } from './config';

export const app = initializeApp(firebaseConfig);
// Auth keeps the signed-in user in localStorage, not IndexedDB: its IndexedDB store is read
// every 800 ms for changes made in other tabs (a transaction and a compare on the main thread
// for as long as the page is open, landing inside taps), and opens a channel to the service
// worker at start. A session kept in IndexedDB before is moved over once (session-hint.ts).
// Its localStorage store follows the `storage` event, not a poll (local-persistence.ts).
// initializeAuth without a popup/redirect resolver keeps sign-in code we never use (OAuth
// popups) out of the first download.
const userKey = `firebase:authUser:${firebaseConfig.apiKey}:[DEFAULT]`;
export const auth = initializeAuth(app, {
  persistence: sessionInIndexedDb(userKey) ? [localPersistence, indexedDBLocalPersistence] : [localPersistence],
});
recheckStorageWhenShown();
if (USE_EMULATORS) connectAuthEmulator(auth, `http://${EMULATOR_HOST}:9099`, { disableWarnings: true });
