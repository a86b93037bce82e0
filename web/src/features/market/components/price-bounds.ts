import { parseRupeesToPaise, type Parsed } from '@/shared/typed-number';

/** A bound in paise as the price field shows it: whole rupees, or rupees and paise. */
export const rupeesText = (paise: number | null) =>
  paise === null ? '' : paise % 100 ? (paise / 100).toFixed(2) : String(paise / 100);
// A price as typed: empty is no bound; anything else must read as rupees exactly
// (never stripped to its digits), or the field says why and the filter keeps its bound.
const PRICE_PAISE = { min: 0, max: 99_999_99_00 };
export const priceOf = (text: string): Parsed | null =>
  text.trim() === '' ? null : parseRupeesToPaise(text, PRICE_PAISE);
/** The bound a typed price gives: none when empty, the current one while the text is wrong. */
export const boundOf = (text: string, current: number | null) => {
  const parsed = priceOf(text);
  if (parsed === null) return null;
  return parsed.ok ? parsed.value : current;
};

/** What was typed in the price fields (the filters follow after a pause). */
export interface Typed {
  min: string;
  max: string;
}
