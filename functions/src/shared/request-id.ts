// Ids a client chooses: the idempotency key of one buy attempt and the id of a
// queued order command. One shape for both, which placeBuyRequestSchema and
// firestore.rules (isRequestId) accept. No zod here: the web app imports it.

/** What a client-chosen id may look like (firestore.rules' isRequestId repeats it). */
export const REQUEST_ID_PATTERN = '^[A-Za-z0-9_-]{8,64}$';
/** Firestore ids of this app: auto ids (20), legacy ids (24 hex) and seed ids (firestore.rules' isId repeats it). */
export const DOC_ID_PATTERN = '^[A-Za-z0-9_-]{1,128}$';

/**
 * A fresh id of 32 hex characters. The client makes it once per dialog
 * confirmation (or queued command) and reuses it on retries, so a double click
 * or a retried call finds the same order instead of placing another.
 * getRandomValues rather than randomUUID: randomUUID exists only in secure
 * contexts (a phone opening the app over plain http on a LAN has none).
 */
export function newRequestId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
