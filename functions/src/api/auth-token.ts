import type { Request } from 'express';
import { adminAuth } from '../lib/admin';
import { isRole } from '../shared';
import { LegacyError, type Caller } from './http';

// Legacy tokens are Firebase ID tokens whose payload also carries `userId`
// (the uid), the claim old clients decode. They are verified like any other
// ID token, so an expired (1 hour) or forged token is refused.

function bearerOf(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}

export async function verifyCaller(req: Request, required: boolean): Promise<Caller | null> {
  const token = bearerOf(req);
  if (!token) {
    if (!required) return null;
    throw new LegacyError(401, 'Please log in: send Authorization: Bearer <token>');
  }
  try {
    const decoded = await adminAuth.verifyIdToken(token);
    return { uid: decoded.uid, role: isRole(decoded.role) ? decoded.role : null };
  } catch {
    if (!required) return null;
    throw new LegacyError(401, 'Your session has expired or is not valid; please log in again');
  }
}

interface SignInAnswer {
  idToken?: string;
  localId?: string;
  error?: { message?: string };
}

function signInUrl(): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (emulator) {
    return `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator`;
  }
  // The web app's public API key (it is in every browser bundle; not a secret).
  const key = process.env.WEB_API_KEY;
  if (!key) throw new LegacyError(503, 'Login through the legacy API is not configured (WEB_API_KEY)');
  return `https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${encodeURIComponent(key)}`;
}

/**
 * Checks the password with Firebase Auth itself (the Identity Toolkit REST
 * endpoint the web SDK uses) and returns a fresh ID token and the uid.
 */
export async function signInWithPassword(email: string, password: string): Promise<{ uid: string; token: string }> {
  const res = await fetch(signInUrl(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json().catch(() => ({}))) as SignInAnswer;
  if (!res.ok || !body.idToken || !body.localId) {
    const code = body.error?.message ?? '';
    if (/TOO_MANY_ATTEMPTS/.test(code)) throw new LegacyError(429, 'Too many attempts; please try again later');
    if (/USER_DISABLED/.test(code)) throw new LegacyError(403, 'This account is disabled');
    throw new LegacyError(400, 'Invalid email or password');
  }
  return { uid: body.localId, token: body.idToken };
}

/**
 * A token carrying `userId`: accounts made by the web app (or the seed) lack
 * the claim until their first legacy login, which adds it and signs in again.
 */
export async function legacyToken(email: string, password: string): Promise<{ uid: string; token: string }> {
  const first = await signInWithPassword(email, password);
  const decoded = await adminAuth.verifyIdToken(first.token);
  if (decoded.userId === first.uid) return first;
  const user = await adminAuth.getUser(first.uid);
  await adminAuth.setCustomUserClaims(first.uid, { ...(user.customClaims ?? {}), userId: first.uid });
  return signInWithPassword(email, password);
}
