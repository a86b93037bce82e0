// Firebase's public web config, without the SDK: read by app.ts and by the
// market's first-page REST fetch, which must not wait for any Firebase download.
// Only a demo- project id is used locally, which makes the SDK talk to the
// Emulator Suite and never to Google.
export const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-krishihaat.firebaseapp.com',
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-krishihaat',
  appId: import.meta.env.VITE_FIREBASE_APP_ID ?? 'demo-app',
};

export { REGION } from '@shared/region';
export const USE_EMULATORS = firebaseConfig.projectId.startsWith('demo-');
/** The emulators run on the host that served the page (localhost or 127.0.0.1). */
export const EMULATOR_HOST = typeof location === 'undefined' ? '127.0.0.1' : location.hostname;
/** The Firestore emulator's port (the SDK and the REST fetch both use it). */
export const FIRESTORE_EMULATOR_PORT = 8080;
