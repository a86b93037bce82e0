// Money is kept in integer paise and weight in integer grams (stock and orders
// go in steps of 0.1 kg, shared/product.ts); these helpers are the only place
// where rupees meet paise and kg meet grams, so no total depends on float maths.

import { groupIndian, roundHalfAway } from './digits';

export { formatWhole } from './digits';

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** The amount with Indian digit grouping and no prefix: "1,23,456.50", "40" (whole rupees without decimals). */
export function formatRupeeAmount(paise: number): string {
  const p = roundHalfAway(paise);
  const rupees = groupIndian(Math.trunc(p / 100));
  const rest = Math.abs(p % 100);
  const sign = p < 0 && p > -100 ? '-' : '';
  return rest === 0 ? sign + rupees : `${sign}${rupees}.${String(rest).padStart(2, '0')}`;
}

/** "Rs. 1,23,456.50" style text with Indian digit grouping. */
export function formatRupees(paise: number): string {
  return `Rs. ${formatRupeeAmount(paise)}`;
}

/**
 * Grams as kilograms with Indian digit grouping and no trailing zeros:
 * 2500 is "2.5", 100000000 is "1,00,000", 100 is "0.1".
 */
export function formatGrams(grams: number): string {
  const g = roundHalfAway(grams);
  const whole = groupIndian(Math.trunc(g / 1000));
  const rest = Math.abs(g % 1000);
  const sign = g < 0 && g > -1000 ? '-' : '';
  return rest === 0 ? sign + whole : `${sign}${whole}.${String(rest).padStart(3, '0').replace(/0+$/, '')}`;
}

/** Grams as a plain number of kg (2500 is 2.5), for old clients that speak kg. */
export function gramsToKg(grams: number): number {
  return grams / 1000;
}

/**
 * The total of `quantityG` grams at `pricePaise` per kg, in whole paise,
 * rounded half up (Rs. 40.55/kg for 0.1 kg is 405.5 paise, so Rs. 4.06). Exact:
 * the product is an integer below 2^53 and the division is correctly rounded.
 */
export function orderTotalPaise(pricePaise: number, quantityG: number): number {
  return Math.round((pricePaise * quantityG) / 1000);
}
