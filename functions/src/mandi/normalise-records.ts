import { produceOfCommodity } from '../shared/mandi-commodities';
import { districtKeyOf, type MandiQuote } from '../shared/mandi';
import { PRODUCT_LIMITS } from '../shared/product';
import { canonicalState } from './states';

// Agmarknet records (data.gov.in) as our quotes: one per produce, district and
// arrival date, in paise per kg, or none. Pure, so the quirks of real records
// are unit-tested (normalise-records.test.ts).

/** A district's quote for one day, before its centroid is added. */
export type DayQuote = Omit<MandiQuote, 'km'> & { districtKey: string };

export type SkipReason = 'missing' | 'unmapped' | 'bad-date' | 'bad-price' | 'inconsistent' | 'duplicate';

export interface Normalised {
  quotes: DayQuote[];
  /** How many records were left out, and why (logged by the refresh). */
  skipped: Record<SkipReason, number>;
}

/**
 * Rs per quintal -> paise per kg: ÷ 100 kg, × 100 paise, so the same number
 * (Rs 2000/quintal = Rs 20/kg = 2000 paise/kg), rounded to whole paise.
 */
export function paisePerKg(rsPerQuintal: number): number {
  return Math.round((rsPerQuintal / 100) * 100);
}

/** A price as Agmarknet writes it ("2000", "2,150.50", 2000), or null ("", "NA", "-", "0", negative). */
export function parsePrice(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.replace(/,/g, '').trim() : '';
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const n = Number(text);
  return n > 0 ? n : null;
}

/** "24/11/2026" (also "4/1/2026") -> "2026-11-24"; null for anything that is not a real date. */
export function parseArrivalDate(raw: unknown): string | null {
  const m = typeof raw === 'string' ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw.trim()) : null;
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

const text = (raw: unknown) => (typeof raw === 'string' ? raw.replace(/\s+/g, ' ').trim() : '');
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** One record as a quote, or why it is left out. */
function quoteOf(r: Record<string, unknown>): DayQuote | SkipReason {
  const [state, district, market, commodity] = [r.state, r.district, r.market, r.commodity].map(text);
  if (!state || !district || !market || !commodity || r.arrival_date == null || r.modal_price == null) {
    return 'missing';
  }
  const produce = produceOfCommodity(commodity);
  if (!produce) return 'unmapped';
  const arrivalDate = parseArrivalDate(r.arrival_date);
  if (!arrivalDate) return 'bad-date';
  const modal = parsePrice(r.modal_price);
  if (modal === null || paisePerKg(modal) < 1 || paisePerKg(modal) > PRODUCT_LIMITS.priceMaxPaise) return 'bad-price';
  // A missing or unreadable end of the range is the modal: the modal is the figure shown.
  let min = parsePrice(r.min_price) ?? modal;
  let max = parsePrice(r.max_price) ?? modal;
  // min and max written the wrong way round is a typing slip that loses nothing: swap them.
  if (min > max) [min, max] = [max, min];
  // A modal outside its own range means one of the three is wrong, and we cannot
  // tell which: leave the record out rather than show a made-up figure.
  if (modal < min || modal > max) return 'inconsistent';
  const canonical = canonicalState(state);
  return {
    produce,
    state: canonical,
    district,
    districtKey: districtKeyOf(canonical, district),
    market,
    minPaise: paisePerKg(min),
    maxPaise: paisePerKg(max),
    modalPaise: paisePerKg(modal),
    arrivalDate,
  };
}

/**
 * Which of two records of one produce, district and day to keep. Agmarknet has
 * one record per market and variety, and their order in the answer changes from
 * call to call, so the choice must not depend on it: the district's own market
 * (named like the district: Latur's yard in Latur) first, as the price people
 * there quote; then the market, then the price, in a fixed order.
 */
function better(a: DayQuote, b: DayQuote): DayQuote {
  const home = (q: DayQuote) => squash(q.market).startsWith(squash(q.district));
  if (home(a) !== home(b)) return home(a) ? a : b;
  if (a.market !== b.market) return a.market < b.market ? a : b;
  return a.modalPaise <= b.modalPaise ? a : b;
}

/** Every usable record, one per produce, district and arrival date. */
export function normaliseRecords(records: readonly unknown[]): Normalised {
  const skipped: Record<SkipReason, number> = {
    missing: 0,
    unmapped: 0,
    'bad-date': 0,
    'bad-price': 0,
    inconsistent: 0,
    duplicate: 0,
  };
  const kept = new Map<string, DayQuote>();
  for (const raw of records) {
    const q = raw && typeof raw === 'object' ? quoteOf(raw as Record<string, unknown>) : 'missing';
    if (typeof q === 'string') {
      skipped[q]++;
      continue;
    }
    const id = `${q.produce}|${q.districtKey}|${q.arrivalDate}`;
    const had = kept.get(id);
    if (had) skipped.duplicate++;
    kept.set(id, had ? better(had, q) : q);
  }
  return { quotes: [...kept.values()], skipped };
}
