// The hint below the price a farmer types: what the nearest mandi paid for this
// produce. Pure (relative and @shared imports only) so the unit tests load it.
import { MANDI_LIMITS, dayMonthOf, mandiAgeDays, type MandiQuote } from '@shared/mandi';
import { formatRupeeAmount, formatWhole } from '@shared/money';
import type { hintEn } from './mandi-strings';

export type HintKey = keyof typeof hintEn;
/** A template lookup: i18next's t under `productsMandi` in the app, a plain fill in the tests. */
export type HintWords = (key: HintKey, params: Record<string, string | number>) => string;

/**
 * "Latur mandi, 24/11: ₹18–₹22/kg, most ₹20"; another district's mandi says how
 * far it is ("Nashik mandi (45 km away), …"); a price MANDI_LIMITS.staleDays or
 * more days old says so (", 3 days old").
 */
export function mandiHintText(q: MandiQuote, words: HintWords, nowMs: number): string {
  const place =
    q.km === null
      ? words('place', { market: q.market })
      : words('placeFar', { market: q.market, km: formatWhole(q.km) });
  const text = words('prices', {
    place,
    date: dayMonthOf(q.arrivalDate),
    min: formatRupeeAmount(q.minPaise),
    max: formatRupeeAmount(q.maxPaise),
    modal: formatRupeeAmount(q.modalPaise),
  });
  const days = mandiAgeDays(q.arrivalDate, nowMs);
  return days >= MANDI_LIMITS.staleDays ? text + words('old', { days }) : text;
}
