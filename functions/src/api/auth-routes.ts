import { completeSignupFor } from '../auth/complete-signup';
import { adminAuth } from '../lib/admin';
import { completeSignupSchema, type Role } from '../shared';
import { legacyToken, signInWithPassword } from './auth-token';
import { LegacyError, parseBody, type Route } from './http';
import { farmerSignupSchema, loginSchema, userSignupSchema } from './legacy-schemas';

const ROLE_WORD: Record<Role, string> = { farmer: 'Farmer', user: 'User' };

/**
 * A real Auth account, completed by the same code as the completeSignup
 * callable (profile documents and role claim); if that fails the account is
 * removed again so a retry can start clean. Everything is validated before
 * the account is made, so a bad form leaves nothing behind.
 */
async function signUp(email: string, password: string, role: Role, profile: Record<string, unknown>) {
  const input = parseBody(completeSignupSchema, { role, profile });
  let uid: string;
  try {
    uid = (await adminAuth.createUser({ email, password })).uid;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/email-already-exists') throw new LegacyError(400, 'Email already registered');
    if (code === 'auth/invalid-password') throw new LegacyError(400, 'Password must be at least 6 characters long');
    throw error;
  }
  try {
    await completeSignupFor(uid, input);
  } catch (error) {
    await adminAuth.deleteUser(uid).catch(() => undefined);
    throw error;
  }
  // Signed in after the claims are set, so the token already carries role and userId.
  return signInWithPassword(email, password);
}

async function logIn(body: unknown, role: Role) {
  const { email, password } = parseBody(loginSchema, body);
  const session = await legacyToken(email, password);
  const decoded = await adminAuth.verifyIdToken(session.token);
  if (decoded.role !== role) {
    const other = role === 'farmer' ? 'user' : 'farmer';
    const message =
      decoded.role === other
        ? `This is a ${ROLE_WORD[other]} account: log in as a ${ROLE_WORD[other]}`
        : 'This account has not finished signing up';
    throw new LegacyError(403, message);
  }
  return session;
}

export const authRoutes: Route[] = [
  {
    method: 'POST',
    path: '/sign',
    async handler({ req }) {
      const b = parseBody(farmerSignupSchema, req.body);
      const profile = {
        firstName: b.firstName,
        lastName: b.lastName,
        farmName: b.farmName,
        farmLocation: b.farmLocation[0],
      };
      const { uid, token } = await signUp(b.email, b.password, 'farmer', profile);
      return { body: { message: 'Signed up', farmerId: uid, token } };
    },
  },
  {
    method: 'POST',
    path: '/signUpUSER',
    async handler({ req }) {
      const b = parseBody(userSignupSchema, req.body);
      const profile = {
        firstName: b.firstName,
        lastName: b.lastName,
        phoneNumber: b.phoneNumber,
        addresses: b.address,
      };
      const { uid, token } = await signUp(b.username, b.password, 'user', profile);
      return { body: { message: 'Signed up', UserId: uid, token } };
    },
  },
  {
    method: 'POST',
    path: '/login',
    async handler({ req }) {
      const { uid, token } = await logIn(req.body, 'farmer');
      return { body: { message: 'Logged in', token, farmerId: uid } };
    },
  },
  {
    method: 'POST',
    path: '/loginUSER',
    async handler({ req }) {
      const { uid, token } = await logIn(req.body, 'user');
      return { body: { message: 'Logged in', token, UserId: uid } };
    },
  },
];
