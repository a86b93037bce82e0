import type { Page } from 'playwright-core';
import { signIn } from './client';

// Where the web app's Firebase Auth keeps a signed-in user (web/src/shared/firebase/app.ts):
// localStorage under this key; before, an IndexedDB database and store, under the same key.
export const AUTH_USER_KEY = 'firebase:authUser:demo-api-key:[DEFAULT]';
export const AUTH_DATABASE = 'firebaseLocalStorageDb';
const STORE = 'firebaseLocalStorage';

/**
 * Opens `path` already signed in as `email`, as a person who logged in earlier on
 * this phone: the account signs in against the Auth emulator (a real password
 * check, a real ID token with its role), and the session is written where the
 * app's Auth reads it at start, on a static file of the app's origin. The login
 * screen itself is tested through its form (tests/e2e/auth.spec.ts and others
 * that call `logInThroughUi`); this is for tests whose subject comes after it.
 * `storage` is put in the origin's localStorage first (a language chosen earlier).
 * `keptIn: 'indexedDB'` keeps the session where the app's Auth kept it before it used localStorage.
 */
export async function openSignedIn(
  page: Page,
  email: string,
  path: string,
  {
    password = 'secret1',
    storage = {},
    keptIn = 'localStorage',
  }: { password?: string; storage?: Record<string, string>; keptIn?: 'localStorage' | 'indexedDB' } = {},
): Promise<void> {
  const client = await signIn(email, password);
  const current = client.auth.currentUser!;
  const user = { ...current.toJSON(), appName: '[DEFAULT]' };
  const { role } = (await current.getIdTokenResult()).claims;
  await client.close();
  // What the app keeps beside Auth's own record once someone has signed in
  // (web/src/shared/session.ts): that a session exists, and whose, so that its
  // start need not wait for Auth.
  const hint = {
    'kh.session': '1',
    'kh.who': JSON.stringify({ uid: current.uid, role, email: current.email, displayName: current.displayName }),
  };
  // A static file: the origin's storage, without loading the app.
  await page.goto('/manifest.webmanifest');
  await page.evaluate(
    async ({ database, store, key, value, saved, inIndexedDb }) => {
      for (const [name, text] of Object.entries(saved)) localStorage.setItem(name, text);
      if (!inIndexedDb) {
        localStorage.setItem(key, JSON.stringify(value));
        return;
      }
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(database, 1);
        open.onupgradeneeded = () => open.result.createObjectStore(store, { keyPath: 'fbase_key' });
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(store, 'readwrite');
        tx.objectStore(store).put({ fbase_key: key, value });
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    {
      database: AUTH_DATABASE,
      store: STORE,
      key: AUTH_USER_KEY,
      value: user,
      saved: { ...hint, ...storage },
      inIndexedDb: keptIn === 'indexedDB',
    },
  );
  await page.goto(path);
}
