import type { Order } from './orders-api';

// What the buyer has seen of each order: how many timeline steps it had when
// they last had /MyOrdersUser open. Kept on the device per account (no clock
// comparison, so a phone's wrong clock cannot hide or invent an update).

/** Order id -> timeline steps seen. */
export type SeenOrders = Readonly<Record<string, number>>;

/**
 * The orders with a step the buyer has not seen and did not take themselves
 * (an accept, a decline, a dispatch, a delivery).
 */
export function changedOrders(orders: readonly Order[], seen: SeenOrders): Order[] {
  return orders.filter((o) => {
    const last = o.timeline[o.timeline.length - 1];
    return last !== undefined && last.role !== 'user' && o.timeline.length > (seen[o.id] ?? 0);
  });
}

/** Everything in `orders` as seen now. */
export function seenNow(orders: readonly Order[]): SeenOrders {
  return Object.fromEntries(orders.map((o) => [o.id, o.timeline.length]));
}

const key = (uid: string) => `kh.seenOrders.${uid}`;
const CHANGED = 'kh-seen-orders';

/** The stored text (compared as a string, so an unchanged store gives the same snapshot). */
export function readSeenText(uid: string): string {
  try {
    return localStorage.getItem(key(uid)) ?? '';
  } catch {
    return '';
  }
}

export function parseSeen(text: string): SeenOrders {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, number] => typeof e[1] === 'number'));
  } catch {
    return {};
  }
}

/** Records the buyer's orders as seen (they have the page open). */
export function markSeen(uid: string, orders: readonly Order[]): void {
  const text = JSON.stringify(seenNow(orders));
  if (text === readSeenText(uid)) return;
  try {
    localStorage.setItem(key(uid), text);
  } catch {
    // Storage blocked: the badge then counts from zero; nothing else depends on it.
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Calls `onChange` when the seen orders change, in this tab or another. */
export function subscribeSeen(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}
