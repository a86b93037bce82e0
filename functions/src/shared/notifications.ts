import type { OrderStatus } from './orders';

// Order news: what is told to whom (notification centre and Web Push). The
// functions write one notification per order event for the party that did not
// cause it (functions/src/notifications); the web app shows them under the bell
// and lets each person choose what reaches the phone as a push. firestore.rules
// repeat the events and the languages (rules-mirror.test.ts proves it).

export const NOTIFY_EVENTS = ['request', 'accepted', 'declined', 'dispatched', 'delivered', 'cancelled'] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

export const NOTIFY_LANGUAGES = ['en', 'hi'] as const;
export type NotifyLanguage = (typeof NOTIFY_LANGUAGES)[number];

export const NOTIFY_LIMITS = {
  /** Notifications shown per page of the list. */
  pageSize: 20,
  /** The bell counts up to this many unread ("99+" beyond). */
  unreadCountMax: 100,
  /** Pushes one person gets in an hour at most; the rest wait in the centre. */
  pushesPerHour: 20,
  /** Events within this long of a push become one later push ("10 new buy requests"). */
  coalesceWindowMs: 60_000,
  /** A push not delivered in a day is dropped by the push service: the centre has it. */
  pushTtlSeconds: 86_400,
  /** Notifications older than this are removed by a scheduled function. */
  keepDays: 90,
} as const;

/** Where a person's choices live: notifications/{uid} (the person writes it). */
export interface NotificationPrefs {
  language: NotifyLanguage;
  /** Push on this person's devices at all (the centre always keeps every item). */
  push: boolean;
  events: Record<NotifyEvent, boolean>;
}

export const DEFAULT_PREFS: NotificationPrefs = {
  language: 'en',
  push: true,
  events: { request: true, accepted: true, declined: true, dispatched: true, delivered: true, cancelled: true },
};

/** Reads a stored prefs document leniently: anything missing or malformed takes the default. */
export function prefsOf(data: unknown): NotificationPrefs {
  const d = (data ?? {}) as Partial<NotificationPrefs>;
  const events = { ...DEFAULT_PREFS.events };
  for (const e of NOTIFY_EVENTS) if (typeof d.events?.[e] === 'boolean') events[e] = d.events[e];
  return {
    language: d.language === 'hi' ? 'hi' : 'en',
    push: typeof d.push === 'boolean' ? d.push : DEFAULT_PREFS.push,
    events,
  };
}

/** The facts of an order a notification needs (names and produce, never contact details). */
export interface OrderFacts {
  farmerId: string;
  buyerId: string;
  status: OrderStatus;
  title: string;
  /** Grams. */
  quantityG: number;
  buyerName: string;
  farmerName: string;
  declineReason: string | null;
  declineCode: string | null;
  /** Who made the last move (the last timeline entry's `by`). */
  actor: string | null;
}

export interface OrderEvent {
  event: NotifyEvent;
  /** The person told: the party that did not make the move. */
  to: string;
  /** The person who made it (for an automatic decline, the farmer on whose behalf it ran). */
  actor: string | null;
  /** Declined by Krishi Haat because the stock ran out or the product was removed. */
  auto: boolean;
}

const EVENT_OF_STATUS: Partial<Record<OrderStatus, NotifyEvent>> = {
  'Accepted!': 'accepted',
  Declined: 'declined',
  Dispatched: 'dispatched',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
};

/**
 * The event an order write means, if any: a new pending order is a request
 * (told to the farmer); a change of status is told to the other party. Pure.
 */
export function orderEvent(before: OrderFacts | null, after: OrderFacts | null): OrderEvent | null {
  if (!after) return null;
  if (!before) {
    return after.status === 'Pending'
      ? { event: 'request', to: after.farmerId, actor: after.buyerId, auto: false }
      : null;
  }
  if (before.status === after.status) return null;
  const event = EVENT_OF_STATUS[after.status];
  if (!event) return null;
  const to = event === 'cancelled' ? after.farmerId : after.buyerId;
  const auto = event === 'declined' && !!after.declineCode;
  return { event, to, actor: after.actor, auto };
}

/** The screen that shows one order to the person told. */
export function orderPath(event: NotifyEvent, orderId: string): string {
  const list = event === 'request' || event === 'cancelled' ? '/OrderMessage' : '/MyOrdersUser';
  return `${list}?order=${encodeURIComponent(orderId)}`;
}
