import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';

// Firebase's public web config. Only a demo- project id is used locally, which
// makes the SDK talk to the Emulator Suite and never to Google.
const config = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-krishihaat.firebaseapp.com',
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-krishihaat',
  appId: import.meta.env.VITE_FIREBASE_APP_ID ?? 'demo-app',
};

export const REGION = 'asia-south1';
export const USE_EMULATORS = config.projectId.startsWith('demo-');
/** The emulators run on the host that served the page (localhost or 127.0.0.1). */
export const EMULATOR_HOST = typeof location === 'undefined' ? '127.0.0.1' : location.hostname;

export const app = initializeApp(config);
// initializeAuth without a popup/redirect resolver keeps sign-in code we never use
// (OAuth popups) out of the first download.
export const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
if (USE_EMULATORS) connectAuthEmulator(auth, `http://${EMULATOR_HOST}:9099`, { disableWarnings: true });
