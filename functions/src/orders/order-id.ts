import { createHmac } from 'node:crypto';
import { ORDER_ID_KEY } from '../config';
import { refusal } from '../lib/refusal';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The key only the emulator uses when ORDER_ID_KEY is not set, so `npm start`
 * and the tests need no setup. A deployed function never falls back to it.
 */
export const EMULATOR_ORDER_ID_KEY = 'emulator-only-order-id-key';

/**
 * The server secret that keys order ids. Deployed it is the Secret Manager
 * secret ORDER_ID_KEY (bound to every function that places orders); in the
 * emulator the environment's ORDER_ID_KEY or the fixed emulator key. Without
 * it a deployed function refuses to place orders rather than make guessable ids.
 */
export function orderIdKey(): string {
  const key = (process.env.ORDER_ID_KEY ?? '').trim() || safeSecretValue();
  if (key) return key;
  if (process.env.FUNCTIONS_EMULATOR === 'true') return EMULATOR_ORDER_ID_KEY;
  throw refusal('internal', 'orders/not-configured');
}

function safeSecretValue(): string {
  try {
    return ORDER_ID_KEY.value().trim();
  } catch {
    return '';
  }
}

/**
 * The order id of one buy request: an HMAC, under a server secret, of the
 * buyer and the client's request id, so a double click, a retry or a second
 * tab lands on the same document, while nobody without the secret can compute
 * the id of someone else's order from what they know (uid, product, quantity,
 * the legacy route's 30-second window). It looks like a Firestore auto id
 * (20 characters) so short ids (the last 6) differ between a buyer's orders.
 */
export function orderIdFor(buyerUid: string, requestId: string, key: string = orderIdKey()): string {
  const digest = createHmac('sha256', key).update(`${buyerUid}:${requestId}`).digest();
  let id = '';
  for (let i = 0; i < 20; i++) id += ID_ALPHABET[digest[i]! % ID_ALPHABET.length];
  return id;
}
