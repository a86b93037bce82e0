// Firestore Timestamp to epoch milliseconds, in one place for every screen
// that turns a document into a plain object. No SDK import: the web (client
// Timestamp), the worker (plain objects) and the functions (Admin Timestamp)
// all pass through it.

/**
 * Epoch ms of a Firestore Timestamp (anything with toMillis()), of
 * `{ seconds, nanoseconds }` (a Timestamp that lost its prototype, e.g. through
 * postMessage) or of a number (already ms). Anything else — null, a missing
 * field — is taken as now.
 *
 * Why now and not 0: the rules and the functions stamp every createdAt and
 * updatedAt, so a document read without one is this phone's own write whose
 * server timestamp is still pending (the SDK reads it as null). Its stamp will
 * be about now; 0 would sort it last and show it as 01/01/1970.
 */
export function toMillis(value: unknown, now: () => number = Date.now): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value && typeof value === 'object') {
    const v = value as { toMillis?: unknown; seconds?: unknown; nanoseconds?: unknown };
    if (typeof v.toMillis === 'function') return (v.toMillis as () => number).call(value);
    if (typeof v.seconds === 'number' && typeof v.nanoseconds === 'number') {
      return v.seconds * 1000 + Math.floor(v.nanoseconds / 1e6);
    }
  }
  return now();
}
