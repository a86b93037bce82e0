import { englishError, type ErrorCode, type ErrorParams } from './error-codes';
import type { Role } from './roles';

// The order lifecycle as a closed union. 'Accepted!' keeps the old app's exact
// value because old clients compare against it.
export const ORDER_STATUSES = ['Pending', 'Accepted!', 'Declined', 'Cancelled', 'Dispatched', 'Delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTIONS = ['accept', 'decline', 'cancel', 'dispatch', 'deliver'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * A buy request's grams (0.1 kg to 1,00,000 kg, in steps of 0.1 kg) and a
 * decline's reason (firestore.rules' orderCommands repeat them).
 */
export const ORDER_LIMITS = {
  quantityMinG: 100,
  quantityMaxG: 100_000_000,
  quantityStepG: 100,
  reasonMax: 300,
} as const;

/** buyRequests mirrors the status in the old vocabulary, for legacy clients. */
export type BuyRequestState = 'Requested' | 'Accepted' | 'Declined' | 'Cancelled';

interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  by: Role;
  buyRequests: BuyRequestState;
}

const TRANSITIONS: Record<OrderAction, Transition> = {
  accept: { from: 'Pending', to: 'Accepted!', by: 'farmer', buyRequests: 'Accepted' },
  decline: { from: 'Pending', to: 'Declined', by: 'farmer', buyRequests: 'Declined' },
  cancel: { from: 'Pending', to: 'Cancelled', by: 'user', buyRequests: 'Cancelled' },
  dispatch: { from: 'Accepted!', to: 'Dispatched', by: 'farmer', buyRequests: 'Accepted' },
  deliver: { from: 'Dispatched', to: 'Delivered', by: 'farmer', buyRequests: 'Accepted' },
};

export type TransitionResult =
  | { ok: true; to: OrderStatus; buyRequests: BuyRequestState; takesStock: boolean }
  | {
      ok: false;
      code: 'permission-denied' | 'failed-precondition';
      /** The stable error code (error-codes.ts) and its parameters. */
      error: ErrorCode;
      params: ErrorParams;
      message: string;
    };

function refused(
  code: 'permission-denied' | 'failed-precondition',
  error: ErrorCode,
  params: ErrorParams = {},
): TransitionResult {
  return { ok: false, code, error, params, message: englishError(error, params) };
}

/**
 * Decides whether `action` by `role` may move an order out of `current`.
 * Pure: callers run it inside a transaction that has just re-read the order.
 */
export function nextStatus(current: OrderStatus, action: OrderAction, role: Role): TransitionResult {
  const t = TRANSITIONS[action];
  if (t.by !== role) return refused('permission-denied', 'orders/only-party', { role: t.by, action });
  if (current === t.to) {
    return action === 'accept'
      ? refused('failed-precondition', 'orders/already-accepted')
      : refused('failed-precondition', 'orders/already-in-status', { status: t.to });
  }
  if (current !== t.from) return refused('failed-precondition', 'orders/wrong-status', { status: current, action });
  return { ok: true, to: t.to, buyRequests: t.buyRequests, takesStock: action === 'accept' };
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export interface TimelineEntry {
  status: OrderStatus;
  by: string;
  role: Role;
  at: number;
  note?: string;
  /** A payment step recorded on the order (the status stays as it was): the buyer's word, the farmer's confirmation. */
  payment?: 'paid' | 'received';
}

/**
 * The pending requests that stock can no longer fill: those asking for more
 * than `stockG` grams (null when the product is gone, so all of them). Pure, so the
 * trigger that declines them (orders/on-product-changed.ts) is tested apart.
 */
export function unfillable<T extends { quantityG: number }>(pending: T[], stockG: number | null): T[] {
  return stockG === null ? pending : pending.filter((o) => o.quantityG > stockG);
}

// Ids a client chooses: the idempotency key of one buy attempt and the id of a
// queued order command, one shape for both, which placeBuyRequestSchema and
// firestore.rules (isRequestId) accept.

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
