import type { GeoPoint } from '../shared/geo';
import { MANDI_LIMITS, mandiAgeDays, quoteFields, type StoredQuote } from '../shared/mandi';
import type { DayQuote } from './normalise-records';

// What a refresh stores for one produce, from what is stored and what came in.
// Pure: the refresh reads and writes, this decides (merge-quotes.test.ts).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The quote as stored: the day's quote with its district's centre (null when unknown). */
export function storedQuoteOf(q: DayQuote, centroid: GeoPoint | null): StoredQuote {
  return { ...quoteFields(q), lat: centroid?.lat ?? null, lng: centroid?.lng ?? null };
}

/**
 * Each district's latest quote: a fresh one replaces the stored one unless the
 * stored one is newer (an answer may hold yesterday's records as well); quotes
 * older than the history window are dropped, so a district that stopped
 * reporting stops being shown.
 */
export function mergeQuotes(
  stored: Readonly<Record<string, StoredQuote>>,
  fresh: readonly DayQuote[],
  centroidOf: (state: string, district: string) => GeoPoint | null,
  nowMs: number,
): Record<string, StoredQuote> {
  const out: Record<string, StoredQuote> = {};
  for (const [key, q] of Object.entries(stored)) {
    if (q.modalPaise > 0 && mandiAgeDays(q.arrivalDate, nowMs) < MANDI_LIMITS.historyDays) out[key] = q;
  }
  for (const q of fresh) {
    const had = out[q.districtKey];
    if (had && had.arrivalDate > q.arrivalDate) continue;
    out[q.districtKey] = storedQuoteOf(q, centroidOf(q.state, q.district));
  }
  return out;
}

const QUOTE_FIELDS = [
  'produce',
  'state',
  'district',
  'market',
  'minPaise',
  'maxPaise',
  'modalPaise',
  'arrivalDate',
  'lat',
  'lng',
] as const;

/** True when two stored quotes (either possibly missing) are the same, whatever their keys' order. */
export function sameQuote(a: StoredQuote | undefined, b: StoredQuote | undefined): boolean {
  if (!a || !b) return a === b;
  return QUOTE_FIELDS.every((f) => a[f] === b[f]);
}

/** True when two quote maps hold the same quotes. */
export function sameQuotes(
  a: Readonly<Record<string, StoredQuote>>,
  b: Readonly<Record<string, StoredQuote>>,
): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => sameQuote(a[k], b[k]));
}

/** The history days a refresh writes: each district's modal price per arrival date within the window. */
export function historyDays(fresh: readonly DayQuote[], nowMs: number): Map<string, Record<string, number>> {
  const out = new Map<string, Record<string, number>>();
  for (const q of fresh) {
    if (mandiAgeDays(q.arrivalDate, nowMs) >= MANDI_LIMITS.historyDays) continue;
    const days = out.get(q.districtKey) ?? {};
    days[q.arrivalDate] = q.modalPaise;
    out.set(q.districtKey, days);
  }
  return out;
}

/**
 * The dates just past the history window, which a refresh deletes from each
 * history document it writes. Deleting by name instead of reading the document
 * first keeps a refresh free of history reads; the refresh runs 4 times a day,
 * so 60 days of names clear anything a long outage left behind.
 */
export function expiredDays(nowMs: number, span = 60): string[] {
  const today = Date.parse(new Date(nowMs + 330 * 60 * 1000).toISOString().slice(0, 10));
  return Array.from({ length: span }, (_, i) =>
    new Date(today - (MANDI_LIMITS.historyDays + i) * DAY_MS).toISOString().slice(0, 10),
  );
}
