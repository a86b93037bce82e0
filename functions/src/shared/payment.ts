import type { OrderStatus } from './orders';
import type { Role } from './roles';

// Paying for an accepted order by UPI. No money passes through Krishi Haat:
// the buyer's own UPI app pays the farmer's UPI ID (a `upi://pay` link or its
// QR code); the two parties then record it on the order ("I have paid", then
// "Payment received"), one step each, through the recordPayment function.

/**
 * A UPI ID (virtual payment address) as NPCI shapes it: a handle of 2 to 256
 * letters, digits, dots, hyphens or underscores, '@', and the bank's short
 * name of 2 to 64 letters (ramesh.patil@okaxis, 9876543210@ybl).
 */
export const UPI_ID_PATTERN = '^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$';
const UPI_ID_RE = new RegExp(UPI_ID_PATTERN);

export const PAYMENT_LIMITS = { upiIdMax: 321, referenceMax: 40 } as const;

export function isUpiId(value: string): boolean {
  return value.length <= PAYMENT_LIMITS.upiIdMax && UPI_ID_RE.test(value);
}

/** A payment reference as UPI apps show it (the 12-digit UTR, or a bank's letters and digits). */
export const REFERENCE_PATTERN = '^[A-Za-z0-9]{6,40}$';

/** Where the payment of an order stands: nothing recorded, the buyer says paid, the farmer confirmed. */
export const PAYMENT_STATES = ['unpaid', 'claimed', 'received'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_ACTIONS = ['paid', 'received'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

/** orders/{id}.payment (absent on an order nobody has recorded a payment for). */
export interface OrderPayment {
  state: PaymentState;
  /** The reference the buyer gave with "I have paid", if any. */
  reference: string | null;
  claimedAt: number | null;
  receivedAt: number | null;
}

export const NO_PAYMENT: OrderPayment = { state: 'unpaid', reference: null, claimedAt: null, receivedAt: null };

/** An order is paid for once its farmer has accepted it (and until it is delivered, or after). */
export const PAYABLE_STATUSES: readonly OrderStatus[] = ['Accepted!', 'Dispatched', 'Delivered'];

export type PaymentStep =
  | { ok: true; to: PaymentState }
  | {
      ok: false;
      code: 'permission-denied' | 'failed-precondition';
      error: 'payments/only-buyer' | 'payments/only-farmer' | 'payments/not-accepted' | 'payments/already';
    };

/**
 * Whether `side` may record `action` on an order in `status` whose payment is
 * `current`. Pure: recordPayment runs it in a transaction that has just read
 * the order. The buyer says "I have paid" once, before the farmer confirms;
 * the farmer confirms once (with or without the buyer's word first: a payment
 * may reach the farmer before the buyer taps).
 */
export function nextPayment(
  status: OrderStatus,
  current: PaymentState,
  action: PaymentAction,
  side: Role,
): PaymentStep {
  if (action === 'paid' && side !== 'user')
    return { ok: false, code: 'permission-denied', error: 'payments/only-buyer' };
  if (action === 'received' && side !== 'farmer')
    return { ok: false, code: 'permission-denied', error: 'payments/only-farmer' };
  if (!PAYABLE_STATUSES.includes(status))
    return { ok: false, code: 'failed-precondition', error: 'payments/not-accepted' };
  if (current === 'received' || (action === 'paid' && current === 'claimed'))
    return { ok: false, code: 'failed-precondition', error: 'payments/already' };
  return { ok: true, to: action === 'paid' ? 'claimed' : 'received' };
}

/**
 * The `upi://pay` link of one order (NPCI's UPI linking specification): the
 * payee's UPI ID and name, the amount in rupees with two decimals, INR, and a
 * short note naming the order so the farmer can tell payments apart.
 */
export function upiPayLink(p: { upiId: string; payeeName: string; amountPaise: number; note: string }): string {
  const amount = (p.amountPaise / 100).toFixed(2);
  const q = [
    ['pa', p.upiId],
    ['pn', p.payeeName],
    ['am', amount],
    ['cu', 'INR'],
    ['tn', p.note],
  ];
  return `upi://pay?${q.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}
