import type { CompleteSignupInput } from '@shared/profile';
import type { Role } from '@shared/roles';
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
} from 'firebase/auth';
import { auth } from '@/shared/firebase/app';
import { callable } from '@/shared/firebase/functions';
import { refreshSession } from '@/shared/session';

const completeSignup = callable<CompleteSignupInput, { role: Role }>('completeSignup');

/** An error whose message is already meant for the person (shown as is). */
export class AuthFlowError extends Error {
  constructor(
    public readonly key: string,
    public readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}

/**
 * Creates the Auth account, then lets the server validate the profile and set
 * the role. If the server refuses, the half-made account is removed so the
 * person can simply try again.
 */
export async function signUp(email: string, password: string, input: CompleteSignupInput): Promise<void> {
  const cred = await createUserWithEmailAndPassword(auth, email.trim(), password);
  try {
    await completeSignup(input);
  } catch (e) {
    await cred.user.delete().catch(() => signOut(auth));
    throw e;
  }
  await cred.user.reload();
  await refreshSession();
  // Firebase Auth's verification link; until it is followed, the e-mail shows as
  // '(not verified)' to the other party of an accepted order. Best effort: a
  // failed send must not fail a signup that has succeeded.
  void sendEmailVerification(cred.user).catch(() => undefined);
}

/** Signs in and checks the account's role matches the panel used. */
export async function logIn(role: Role, email: string, password: string): Promise<void> {
  const cred = await signInWithEmailAndPassword(auth, email.trim(), password);
  const token = await cred.user.getIdTokenResult();
  const actual = token.claims.role;
  if (actual !== role) {
    await signOut(auth);
    if (actual === 'farmer' || actual === 'user') {
      throw new AuthFlowError(actual === 'farmer' ? 'login.isFarmerAccount' : 'login.isUserAccount');
    }
    throw new AuthFlowError('login.unfinishedAccount');
  }
}

export async function resetPassword(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email.trim());
}
