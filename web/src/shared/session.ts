import { isRole } from '@shared/roles';
import { onIdTokenChanged, signOut } from 'firebase/auth';
import { auth } from './firebase/app';
import { useAppStore } from './store';

// Read by session-hint.ts without loading Auth.
const HINT_KEY = 'kh.session';

function setHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Without storage the session still works; only the landing shortcut is lost.
  }
}

/** Keeps the session slice in step with Firebase Auth and the token's role claim. */
function startSessionSync(): () => void {
  return onIdTokenChanged(auth, async (user) => {
    setHint(user !== null);
    if (!user) {
      useAppStore.getState().clearSession();
      return;
    }
    const token = await user.getIdTokenResult();
    const role = isRole(token.claims.role) ? token.claims.role : null;
    useAppStore.getState().setSession({ uid: user.uid, email: user.email, displayName: user.displayName, role });
  });
}

/** Re-reads the token so a freshly set role claim reaches the session. */
export async function refreshSession(): Promise<void> {
  await auth.currentUser?.getIdToken(true);
}

export async function logout(): Promise<void> {
  await signOut(auth);
}

// Importing this module (the app does it at start unless a first-time visitor is
// on the landing page; signup and login import it too) starts the sync once.
startSessionSync();
