// The small print on a market card and in the buy dialog: the mandi's modal
// price for the product's produce near its farm. Pure, with relative and
// @shared imports only: index.html's inline first paint bundles it too
// (first-paint/paint-first-cards.ts), and the unit tests load it.
import { MANDI_LIMITS, mandiAgeDays, type MandiQuote } from '@shared/mandi';
import { formatRupeeAmount } from '@shared/money';
import type { mandiEn } from './mandi-strings';

export type MandiLineKey = keyof typeof mandiEn;
/** A template lookup: i18next's t under `marketMandi`, or the first paint's own fill. */
export type MandiLineWords = (key: MandiLineKey, params: Record<string, string | number>) => string;

/** "Mandi ₹20/kg", with " · 4 days old" once the arrival day is MANDI_LIMITS.staleDays or more ago. */
export function mandiLineText(q: MandiQuote, words: MandiLineWords, nowMs: number): string {
  const line = words('line', { price: formatRupeeAmount(q.modalPaise) });
  const days = mandiAgeDays(q.arrivalDate, nowMs);
  return days >= MANDI_LIMITS.staleDays ? line + words('old', { days }) : line;
}
