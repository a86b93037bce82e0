import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { EMULATOR_HOST, firebaseConfig, USE_EMULATORS } from './config';

export { EMULATOR_HOST, REGION, USE_EMULATORS } from './config';

export const app = initializeApp(firebaseConfig);
// initializeAuth without a popup/redirect resolver keeps sign-in code we never use
// (OAuth popups) out of the first download.
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
if (USE_EMULATORS) connectAuthEmulator(auth, `http://${EMULATOR_HOST}:9099`, { disableWarnings: true });
