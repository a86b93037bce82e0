import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from './admin';

const WINDOW_MS = 60_000;

/**
 * Who is asking: the account for signed-in people, the network address for
 * visitors. Behind Google's front end the client address is the last entry
 * of X-Forwarded-For (earlier entries are whatever the client sent).
 */
export function callerKey(req: CallableRequest<unknown>): string {
  if (req.auth) return `uid_${req.auth.uid}`;
  const forwarded = String(req.rawRequest.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ip = forwarded[forwarded.length - 1] ?? req.rawRequest.ip ?? 'unknown';
  return `ip_${ip.replace(/[^A-Za-z0-9.:_-]/g, '_')}`;
}

/**
 * Counts one use of `feature` by `key` in a fixed one-minute window, in a
 * transaction so parallel calls cannot both take the last slot. Throws
 * resource-exhausted with `message` once `perMinute` uses are spent.
 * The documents (rateLimits/{feature}_{key}) are for functions only; rules deny clients.
 */
export async function takeSlot(feature: string, key: string, perMinute: number, message: string): Promise<void> {
  const ref = db.collection('rateLimits').doc(`${feature}_${key}`);
  const now = Date.now();
  const allowed = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const windowStart = snap.get('windowStart') as number | undefined;
    const count = snap.get('count') as number | undefined;
    const fresh = windowStart === undefined || now - windowStart >= WINDOW_MS;
    if (!fresh && (count ?? 0) >= perMinute) return false;
    tx.set(ref, {
      windowStart: fresh ? now : windowStart,
      count: fresh ? 1 : (count ?? 0) + 1,
      // For a Firestore TTL policy on expiresAt, so old counters clean themselves up.
      expiresAt: Timestamp.fromMillis(now + 10 * WINDOW_MS),
    });
    return true;
  });
  if (!allowed) throw new HttpsError('resource-exhausted', message);
}
