import { isRole, type Role } from '@shared/roles';
import { onIdTokenChanged, signOut, type User } from 'firebase/auth';
import { auth } from './firebase/app';
import { setDataSession, wipeWorkerCache, workerWritesSent } from './firebase/data-client';
import { loadCallables } from './firebase/functions';
import { forgetPerson } from './forget-person';
import { forgetWaitingPhotos, photosWaiting } from './idb-store';
import { HINT_KEY, WHO_KEY } from './session-hint';
import { useAppStore } from './store';
import { whenIdle } from './when-idle';

/** Kept in step with Auth: who is signed in, or nobody (read by session-hint.ts). */
function saveHint(user: User | null, role: Role | null): void {
  try {
    if (!user) {
      localStorage.removeItem(HINT_KEY);
      localStorage.removeItem(WHO_KEY);
      return;
    }
    localStorage.setItem(HINT_KEY, '1');
    const { uid, email, displayName } = user;
    if (role) localStorage.setItem(WHO_KEY, JSON.stringify({ uid, role, email, displayName }));
    else localStorage.removeItem(WHO_KEY);
  } catch {
    // Without storage the session still works; only the shortcuts are lost.
  }
}

/**
 * The role claim of the ID token. Offline with an expired token (after an hour)
 * the SDK cannot refresh it, so the claim is read from the token it already
 * holds: enough to show the person's own screens from the local cache, while
 * every write still reaches the server only with a fresh token.
 */
/** The ID token the SDK holds (readable offline, even once expired). */
function heldToken(user: User): string | null {
  return (user.toJSON() as { stsTokenManager?: { accessToken?: string } }).stsTokenManager?.accessToken ?? null;
}

async function roleOf(user: User): Promise<Role | null> {
  try {
    const token = await user.getIdTokenResult();
    return isRole(token.claims.role) ? token.claims.role : null;
  } catch {
    try {
      const payload = heldToken(user)?.split('.')[1] ?? '';
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown };
      return isRole(claims.role) ? claims.role : null;
    } catch {
      return null;
    }
  }
}

/** Keeps the session slice in step with Firebase Auth and the token's role claim. */
function startSessionSync(): () => void {
  return onIdTokenChanged(auth, async (user) => {
    if (!user) {
      saveHint(null, null);
      setDataSession(null, null, null);
      useAppStore.getState().clearSession();
      return;
    }
    // The data worker's Firestore signs in with this user's tokens, before any screen
    // sees the session and opens a query (an expired token is fetched when it asks).
    setDataSession(user.uid, heldToken(user), (force) => user.getIdToken(force));
    const role = await roleOf(user);
    saveHint(user, role);
    useAppStore.getState().setSession({ uid: user.uid, email: user.email, displayName: user.displayName, role });
  });
}

/** Re-reads the token so a freshly set role claim reaches the session. */
export async function refreshSession(): Promise<void> {
  await auth.currentUser?.getIdToken(true);
}

/**
 * Ends this phone's Web Push subscription while the callables still carry the
 * person's token (push/push-api.ts; bounded, so an offline logout never hangs).
 * Without the notification permission there is no subscription, and the push
 * code is not even downloaded.
 */
async function forgetPush(): Promise<void> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  // The module's download is bounded too (a slow connection with the chunk not yet cached).
  const gaveUp = new Promise<void>((resolve) => setTimeout(resolve, navigator.onLine ? 10_000 : 1500));
  try {
    await Promise.race([import('./push/push-api').then((m) => m.forgetPushOnThisDevice()), gaveUp]);
  } catch (error) {
    console.warn('push subscription not ended', error);
  }
}

/**
 * Logs out and wipes what this phone kept of the account: Firestore's offline
 * cache (orders, buyers' phone numbers and addresses) and the photos waiting to
 * be sent are deleted before the session ends, and the person's Web Storage keys after it (forget-person.ts).
 * Indian phones are often shared, so this phone's Web Push subscription ends
 * too, before the session does (forgetPush). Unless `discardUnsent`, it first waits
 * briefly for changes not yet sent and answers 'unsent' (doing nothing) when
 * some remain, so the person can choose. The page must be loaded
 * afresh afterwards (the data worker's Firestore is stopped).
 */
export async function logout({ discardUnsent = false } = {}): Promise<'done' | 'unsent'> {
  if (!discardUnsent && !(await workerWritesSent(navigator.onLine ? 5000 : 500))) return 'unsent';
  if (!discardUnsent && (await photosWaiting()) > 0) return 'unsent';
  const uid = auth.currentUser?.uid ?? null;
  await forgetPush();
  await wipeWorkerCache();
  await forgetWaitingPhotos();
  await signOut(auth);
  forgetPerson(uid);
  return 'done';
}

// Importing this module (the app does it at start unless a first-time visitor is
// on the landing page; signup and login import it too) starts the sync once, and
// loads the callables' SDK when the browser is next idle, before a first tap needs it.
startSessionSync();
whenIdle(() => void loadCallables().catch(() => undefined));
