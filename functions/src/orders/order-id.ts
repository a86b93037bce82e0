import { createHash } from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The order id of one buy request: a hash of the buyer and the client's request
 * id, so a double click, a retry or a second tab lands on the same document.
 * It looks like a Firestore auto id (20 characters) so short ids (the last 6)
 * differ between a buyer's orders, and it does not reveal the buyer's uid.
 */
export function orderIdFor(buyerUid: string, requestId: string): string {
  const digest = createHash('sha256').update(`${buyerUid}:${requestId}`).digest();
  let id = '';
  for (let i = 0; i < 20; i++) id += ID_ALPHABET[digest[i]! % ID_ALPHABET.length];
  return id;
}
