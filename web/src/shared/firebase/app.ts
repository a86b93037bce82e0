import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { APP_CHECK_SITE_KEY, EMULATOR_HOST, firebaseConfig, USE_EMULATORS } from './config';

export { EMULATOR_HOST, REGION, USE_EMULATORS } from './config';

export const app = initializeApp(firebaseConfig);
// initializeAuth without a popup/redirect resolver keeps sign-in code we never use
// (OAuth popups) out of the first download.
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
if (USE_EMULATORS) connectAuthEmulator(auth, `http://${EMULATOR_HOST}:9099`, { disableWarnings: true });

/**
 * Settles once App Check is running, at once in builds without it. The
 * callables wait for it so their first call already carries a token (the
 * deployed functions enforce App Check). A failed download only leaves the
 * calls without a token: the server then answers, not a hung promise here.
 */
export const appCheckReady: Promise<void> = APP_CHECK_SITE_KEY
  ? import('./app-check').then((m) => m.activateAppCheck(app, APP_CHECK_SITE_KEY!)).catch(() => undefined)
  : Promise.resolve();
