import { isRole } from '@shared/roles';
import { onIdTokenChanged, signOut } from 'firebase/auth';
import { auth } from './firebase/app';
import { useAppStore } from './store';

/** Keeps the session slice in step with Firebase Auth and the token's role claim. */
export function startSessionSync(): () => void {
  return onIdTokenChanged(auth, async (user) => {
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
