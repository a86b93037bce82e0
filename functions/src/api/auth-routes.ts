import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { completeSignupFor } from '../auth/complete-signup';
import { adminAuth } from '../lib/admin';
import { clientAddress, takeSlot } from '../lib/rate-limit';
import { completeSignupSchema, type Role } from '../shared';
import { LEGACY_AUTH_LIMITS, LEGACY_AUTH_MESSAGES, LEGACY_AUTH_WINDOW_MS } from '../shared/legacy-auth-limits';
import { legacyToken, signInWithPassword } from './auth-token';
import { LegacyError, parseBody, type Route } from './http';
import { farmerSignupSchema, loginSchema, userSignupSchema } from './legacy-schemas';

const ROLE_WORD: Record<Role, string> = { farmer: 'Farmer', user: 'User' };

/**
 * Takes one signup or login attempt from the request's address and for the
 * e-mail (hashed, so the counters hold no addresses), or answers 429 with the
 * matching message. Runs after the form is checked (a malformed form costs
 * nothing) and before any Auth call.
 */
async function allowAttempt(req: Request, action: 'signup' | 'login', email: string): Promise<void> {
  const address = clientAddress(req.headers, req.ip);
  const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
  const perAddress = action === 'signup' ? 'signupPerAddress' : 'loginPerAddress';
  const perAccount = action === 'signup' ? 'signupPerAccount' : 'loginPerAccount';
  await takeSlot(
    `legacy-${action}`,
    `ip_${address}`,
    LEGACY_AUTH_LIMITS[perAddress],
    { legacyText: LEGACY_AUTH_MESSAGES[perAddress] },
    LEGACY_AUTH_WINDOW_MS,
  );
  await takeSlot(
    `legacy-${action}`,
    `email_${account}`,
    LEGACY_AUTH_LIMITS[perAccount],
    { legacyText: LEGACY_AUTH_MESSAGES[perAccount] },
    LEGACY_AUTH_WINDOW_MS,
  );
}

/**
 * A real Auth account, completed by the same code as the completeSignup
 * callable (profile documents and role claim); if that fails the account is
 * removed again so a retry can start clean. Everything is validated before
 * the account is made, so a bad form leaves nothing behind.
 */
async function signUp(req: Request, email: string, password: string, role: Role, profile: Record<string, unknown>) {
  const input = parseBody(completeSignupSchema, { role, profile });
  await allowAttempt(req, 'signup', email);
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

async function logIn(req: Request, role: Role) {
  const { email, password } = parseBody(loginSchema, req.body);
  await allowAttempt(req, 'login', email);
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

/** The field that carries the new or signed-in account's id in the old API's answers. */
const ID_FIELD: Record<Role, string> = { farmer: 'farmerId', user: 'UserId' };

interface SignupForm {
  email: string;
  password: string;
  profile: Record<string, unknown>;
}

function signupRoute(path: string, role: Role, readForm: (body: unknown) => SignupForm): Route {
  return {
    method: 'POST',
    path,
    async handler({ req }) {
      const { email, password, profile } = readForm(req.body);
      const { uid, token } = await signUp(req, email, password, role, profile);
      return { body: { message: 'Signed up', [ID_FIELD[role]]: uid, token } };
    },
  };
}

function loginRoute(path: string, role: Role): Route {
  return {
    method: 'POST',
    path,
    async handler({ req }) {
      const { uid, token } = await logIn(req, role);
      return { body: { message: 'Logged in', token, [ID_FIELD[role]]: uid } };
    },
  };
}

export const authRoutes: Route[] = [
  signupRoute('/sign', 'farmer', (body) => {
    const { email, password, firstName, lastName, farmName, farmLocation } = parseBody(farmerSignupSchema, body);
    return { email, password, profile: { firstName, lastName, farmName, farmLocation: farmLocation[0] } };
  }),
  // The old buyer form calls the e-mail `username` and its addresses `address`.
  signupRoute('/signUpUSER', 'user', (body) => {
    const { username, password, firstName, lastName, phoneNumber, address } = parseBody(userSignupSchema, body);
    return { email: username, password, profile: { firstName, lastName, phoneNumber, addresses: address } };
  }),
  loginRoute('/login', 'farmer'),
  loginRoute('/loginUSER', 'user'),
];
