// Mandi prices: Agmarknet's daily wholesale prices (data.gov.in), kept per produce
// and district by the refreshMandiPrices functions, and shown beside our prices:
// a farmer's hint while typing a price, a "Mandi ₹20/kg" line on market cards
// and in the buy dialog. No zod here, so the web can import it cheaply.

export const MANDI_LIMITS = {
  /** The scheduled refresh runs this often. */
  refreshHours: 6,
  /** A quote whose arrival date is at least this many days before today says how old it is. */
  staleDays: 3,
  /** Days of modal prices kept per produce and district, for a trend. */
  historyDays: 30,
} as const;

/**
 * One district's latest Agmarknet record for one produce, in our units: paise per
 * kg (Agmarknet quotes Rs per quintal; ÷ 100 kg). Never a made-up or zero price:
 * a record without a positive modal price is not kept.
 */
export interface MandiQuote {
  /** The produce dictionary's key: its first English name ("onion"). */
  produce: string;
  state: string;
  district: string;
  /** The mandi (market yard) the record is from: "Lasalgaon". */
  market: string;
  minPaise: number;
  maxPaise: number;
  /** The price most trade happened at that day. */
  modalPaise: number;
  /** The arrival date, ISO yyyy-mm-dd (Agmarknet gives dd/mm/yyyy). */
  arrivalDate: string;
  /** Road-blind distance from the farm to the district, rounded km; null for the farm's own district. */
  km: number | null;
}

/** A quote's own fields and nothing else a stored or fetched record may carry. */
export function quoteFields(q: Omit<MandiQuote, 'km'>): Omit<MandiQuote, 'km'> {
  const { produce, state, district, market, minPaise, maxPaise, modalPaise, arrivalDate } = q;
  return { produce, state, district, market, minPaise, maxPaise, modalPaise, arrivalDate };
}

const DAY_MS = 24 * 60 * 60 * 1000;
// India has one time zone, without daylight saving.
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Whole days from the arrival date to today in IST (0 on the day itself). */
export function mandiAgeDays(arrivalDate: string, nowMs: number): number {
  const arrived = Date.parse(`${arrivalDate}T00:00:00Z`);
  const today = Math.floor((nowMs + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return Math.max(0, Math.round((today - arrived) / DAY_MS));
}

/** True when the quote should say how old it is ("3 days old"). */
export function isStaleQuote(q: Pick<MandiQuote, 'arrivalDate'>, nowMs: number): boolean {
  return mandiAgeDays(q.arrivalDate, nowMs) >= MANDI_LIMITS.staleDays;
}

/** "24/11" from "2026-11-24": the day and month of an arrival date. */
export function dayMonthOf(arrivalDate: string): string {
  const [, m, d] = arrivalDate.split('-');
  return `${d}/${m}`;
}

/** The getMandiHint callable's input: the title the farmer is typing. */
export interface GetMandiHintInput {
  title: string;
}

/** Its answer: the quote for the farmer's district (or the nearest one with a record), or null. */
export interface MandiHint {
  quote: MandiQuote | null;
}

// ---- How the quotes are stored (written only by functions; closed to clients) ----
// mandiPrices/{produce}: { produce, updatedAt: Timestamp, quotes: { [districtKey]: StoredQuote } }
//   the latest record of every district with one, for that produce;
// mandiPrices/{produce}/history/{districtKey}: { days: { 'yyyy-mm-dd': modalPaise } },
//   the last MANDI_LIMITS.historyDays days.
// A product carries two server-owned fields (set by onProductWritten from its title
// and farm place, and again by each refresh): `produceKey` (string | null) and
// `mandi` (MandiQuote | null), so a market page reads no extra document.

/** A district's quote as stored, with the district's centroid (null when unknown). */
export interface StoredQuote extends Omit<MandiQuote, 'km'> {
  lat: number | null;
  lng: number | null;
}

/** "maharashtra~latur": the key of a district in `quotes` and `history`. */
export function districtKeyOf(state: string, district: string): string {
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return `${slug(state)}~${slug(district)}`;
}
