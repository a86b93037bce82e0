import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { db } from './admin';
import type { ErrorCode } from '../shared/error-codes';
import { refusal } from './refusal';

const WINDOW_MS = 60_000;

/**
 * The network address a request came from, for rate limits.
 *
 * Deployed, every request reaches a function (directly, or through Hosting's
 * rewrite) via Google's front end, which appends the address it saw the
 * connection come from to X-Forwarded-For. Entries before the last are
 * whatever the client (or a proxy on its side) sent, so they are forgeable;
 * the last one is not, which is why it is the key.
 *
 * Elsewhere the last entry is only as good as the last proxy: with no proxy
 * (the emulator, a bare Node server) a client can send any X-Forwarded-For it
 * likes, so a visitor could pick a fresh key per request; behind another
 * reverse proxy the key would be that proxy's client. Only behind Google's
 * front end is it a real address. Carrier-grade NAT (common on Indian mobile
 * networks) puts many phones behind one address, which is why the per-address
 * allowances are generous and signed-in people are keyed by account instead.
 */
export function clientAddress(headers: Record<string, unknown>, socketIp: string | undefined): string {
  const forwarded = String(headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ip = forwarded[forwarded.length - 1] ?? socketIp ?? 'unknown';
  return ip.replace(/[^A-Za-z0-9.:_-]/g, '_');
}

/** Who is asking: the account for signed-in people, the network address for visitors. */
export function callerKey(req: CallableRequest<unknown>): string {
  if (req.auth) return `uid_${req.auth.uid}`;
  return `ip_${clientAddress(req.rawRequest.headers, req.rawRequest.ip)}`;
}

/**
 * The calls of each key now in flight on this instance. They wait in one queue,
 * so they never race each other's transactions on one document (a burst of 60
 * calls that did waited past 15 s on the emulator, retrying on contention).
 * Once the shared counter refuses, the calls already queued behind that call
 * share its answer until the window ends, without asking again. A call made
 * after the queue has drained, or on another instance, asks the shared
 * counter, which stays the only truth (so clearing it, as the tests do,
 * resets every allowance at once).
 */
interface LocalCounter {
  queue: Promise<unknown>;
  waiting: number;
  refusedUntil: number;
}
const local = new Map<string, LocalCounter>();

/**
 * Counts one use of `feature` by `key` in a fixed window (one minute unless
 * `windowMs` says otherwise), in a transaction so parallel calls cannot both
 * take the last slot. Throws resource-exhausted with the `refused` code once
 * `perWindow` uses are spent (the legacy API passes its own old text instead).
 * The documents (rateLimits/{feature}_{key}) are for functions only; rules deny clients.
 */
export async function takeSlot(
  feature: string,
  key: string,
  perWindow: number,
  refused: ErrorCode | { legacyText: string },
  windowMs = WINDOW_MS,
): Promise<void> {
  const id = `${feature}_${key}`;
  const counter = local.get(id) ?? { queue: Promise.resolve(), waiting: 0, refusedUntil: 0 };
  local.set(id, counter);
  counter.waiting += 1;
  const turn = counter.queue.then(() =>
    Date.now() < counter.refusedUntil ? false : countUse(id, perWindow, windowMs, counter),
  );
  counter.queue = turn.catch(() => undefined);
  let allowed: boolean;
  try {
    allowed = await turn;
  } finally {
    counter.waiting -= 1;
    if (counter.waiting === 0) local.delete(id);
  }
  if (allowed) return;
  if (typeof refused === 'string') throw refusal('resource-exhausted', refused);
  throw new HttpsError('resource-exhausted', refused.legacyText);
}

/** One use on the shared counter; a refusal holds for the calls queued behind it, until its window ends. */
async function countUse(id: string, perWindow: number, windowMs: number, counter: LocalCounter): Promise<boolean> {
  const ref = db.collection('rateLimits').doc(id);
  const now = Date.now();
  const verdict = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const windowStart = snap.get('windowStart') as number | undefined;
    const count = snap.get('count') as number | undefined;
    const start = windowStart !== undefined && now - windowStart < windowMs ? windowStart : now;
    const used = start === windowStart ? (count ?? 0) : 0;
    if (used >= perWindow) return { allowed: false, until: start + windowMs };
    tx.set(ref, {
      windowStart: start,
      count: used + 1,
      // For a Firestore TTL policy on expiresAt, so old counters clean themselves up.
      expiresAt: Timestamp.fromMillis(start + windowMs + 10 * WINDOW_MS),
    });
    return { allowed: true, until: 0 };
  });
  if (!verdict.allowed) counter.refusedUntil = verdict.until;
  return verdict.allowed;
}
