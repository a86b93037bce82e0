// The data worker's Firestore (runs in data-worker.ts only). It has no Auth
// SDK: a small 'auth-internal' component hands Firestore the ID tokens the
// page's Auth gives (protocol.ts: `auth`, `needToken`), so one sign-in serves
// both and nothing of Auth loads twice.
import { Component } from '@firebase/component';
import * as appSdk from 'firebase/app';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentSingleTabManager,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import { EMULATOR_HOST, FIRESTORE_EMULATOR_PORT, USE_EMULATORS, firebaseConfig } from './config';

type TokenListener = (token: string | null) => void;

// Firebase's way for one SDK to offer a service to another (Auth offers tokens
// to Firestore). Exported by firebase/app at run time, left out of its public types.
const registerComponent = (appSdk as unknown as { _registerComponent: (component: Component) => boolean })
  ._registerComponent;

/** What Firestore asks of Auth (FirebaseAuthInternal in @firebase/auth-interop-types). */
export interface TokenBridge {
  /** The page's Auth changed user or token. */
  setAuth: (uid: string | null, token: string | null) => void;
}

/**
 * Registers the token bridge; `askPage(force)` fetches a (fresh, if `force`)
 * token from the page.
 */
export function bridgeAuth(askPage: (force: boolean) => Promise<string | null>): TokenBridge {
  let uid: string | null = null;
  let token: string | null = null;
  const listeners = new Set<TokenListener>();
  const authInternal = {
    getUid: () => uid,
    async getToken(force?: boolean) {
      if (!uid) return null;
      if (force || !token) token = await askPage(Boolean(force));
      return token ? { accessToken: token } : null;
    },
    addAuthTokenListener(listener: TokenListener) {
      listeners.add(listener);
      // As Auth does, with the current token, but not within this call: Firestore
      // waits for the call that comes after it registers (a call during it would be missed).
      queueMicrotask(() => {
        if (listeners.has(listener)) listener(token);
      });
    },
    removeAuthTokenListener(listener: TokenListener) {
      listeners.delete(listener);
    },
  };
  registerComponent(new Component('auth-internal' as never, () => authInternal as never, 'PRIVATE' as never));
  return {
    setAuth(nextUid, nextToken) {
      if (nextUid === uid && nextToken === token) return;
      uid = nextUid;
      token = nextToken;
      for (const listener of listeners) listener(token);
    },
  };
}

const CACHE_LOCK = 'kh-data-cache';
/** How long a new worker waits for the cache: a reload's old worker lets go within moments. */
const LOCK_WAIT_MS = 2000;

/**
 * True when this worker may keep Firestore's cache on the phone: a Web Lock
 * held for the worker's life, so one tab at a time owns the persistent cache
 * (the lock is freed the moment a tab closes, where Firestore's own lease
 * waits seconds). A second open tab uses a memory cache.
 */
function ownCache(): Promise<boolean> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return Promise.resolve(false);
  return new Promise((resolve) => {
    locks
      .request(CACHE_LOCK, { signal: AbortSignal.timeout(LOCK_WAIT_MS) }, () => {
        resolve(true);
        return new Promise<void>(() => undefined);
      })
      .catch(() => resolve(false));
  });
}

let persistent = false;

/**
 * The worker's Firestore: the persistent cache when this tab owns it (offline
 * reads and writes survive a reload). `wipeFirst`: a logout's wipe is still to
 * run; `onWiped` says when it has.
 */
export async function createDb(wipeFirst: boolean, onWiped: () => void): Promise<Firestore> {
  const app = appSdk.initializeApp(firebaseConfig);
  persistent = await ownCache();
  // forceOwnership: the lock already makes this tab the only owner; without it a
  // reload would wait out the closed tab's lease and fall back to memory.
  const db = initializeFirestore(app, {
    localCache: persistent
      ? persistentLocalCache({ tabManager: persistentSingleTabManager({ forceOwnership: true }) })
      : memoryLocalCache(),
  });
  if (USE_EMULATORS) connectFirestoreEmulator(db, EMULATOR_HOST, FIRESTORE_EMULATOR_PORT);
  if (wipeFirst && persistent) {
    // Before the first read: Firestore has not started yet.
    await clearIndexedDbPersistence(db).then(onWiped, () => undefined);
  }
  return db;
}

/**
 * Starts Firestore's client now (the phone's cache opened, the sync engine built), not
 * with the first query: a returning person's worker starts with the page (main.tsx),
 * while the screen's code still loads. Waiting for pending writes is the call that
 * starts it and changes nothing.
 */
export function warmUp(db: Firestore): void {
  waitForPendingWrites(db).catch(() => undefined);
}

/**
 * Stops Firestore and deletes what it kept on the phone (logout on a shared
 * phone). A tab without the cache leaves it to the tab that owns it.
 */
export async function wipe(db: Firestore): Promise<boolean> {
  await terminate(db);
  if (!persistent) return false;
  await clearIndexedDbPersistence(db);
  return true;
}

/**
 * Restarts Firestore's streams now (the page says the phone is online again).
 * Firestore watches the signal only where there is a window; in a worker it gets
 * no 'online' event and would wait out its retry backoff, seconds to a minute,
 * with a buy or an accept still waiting on the phone.
 */
export async function restartStreams(db: Firestore): Promise<void> {
  await disableNetwork(db);
  await enableNetwork(db);
}
