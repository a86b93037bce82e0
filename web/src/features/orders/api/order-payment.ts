import { NO_PAYMENT, PAYMENT_STATES, type OrderPayment } from '@shared/payment';
import { toMillis } from '@shared/timestamps';

// Pure, and apart from orders-queries.ts (which needs the data worker's modules),
// so the unit tests can run it.

const msOrNull = (v: unknown) => (v == null ? null : toMillis(v));

/** orders/{id}.payment as plain data, times in ms; NO_PAYMENT when absent (nobody has recorded one). */
export function paymentFromData(v: unknown): OrderPayment {
  const p = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const state = PAYMENT_STATES.find((s) => s === p.state);
  if (!state) return NO_PAYMENT;
  return {
    state,
    reference: typeof p.reference === 'string' ? p.reference : null,
    claimedAt: msOrNull(p.claimedAt),
    receivedAt: msOrNull(p.receivedAt),
  };
}
