import type { MandiQuote } from '@shared/mandi';

// The one gate a mandi quote passes on its way to the screen, from a product
// document (the functions denormalise it there) or from the getMandiHint
// callable's answer. Anything malformed becomes null, so the app never shows a
// zero, a made-up or a half-known price: no line at all instead.

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const price = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A well-formed quote (positive whole paise, a market name, an ISO arrival day), or null. */
export function mandiQuoteOf(v: unknown): MandiQuote | null {
  if (!v || typeof v !== 'object') return null;
  const q = v as Record<string, unknown>;
  const modalPaise = price(q.modalPaise);
  const minPaise = price(q.minPaise);
  const maxPaise = price(q.maxPaise);
  const market = text(q.market);
  const arrivalDate = text(q.arrivalDate);
  if (modalPaise === null || minPaise === null || maxPaise === null || !market || !ISO_DAY.test(arrivalDate)) {
    return null;
  }
  const km = typeof q.km === 'number' && Number.isFinite(q.km) && q.km >= 0 ? Math.round(q.km) : null;
  return {
    produce: text(q.produce),
    state: text(q.state),
    district: text(q.district),
    market,
    minPaise,
    maxPaise,
    modalPaise,
    arrivalDate,
    km,
  };
}
