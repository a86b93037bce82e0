// Money is kept in integer paise and weight in integer grams (stock and orders
// go in steps of 0.1 kg, shared/product.ts); these helpers are the only place
// where rupees meet paise and kg meet grams, so no total depends on float maths.

// Indian digit grouping by hand, not Intl.NumberFormat('en-IN'): creating that
// formatter loads the locale's data, measured at 80-110 ms of one main-thread
// task at 4x CPU slowdown when the market's first cards render (issue 10).

/** A whole number with Indian grouping: the last three digits, then pairs ("12,34,567"). */
function groupIndian(whole: number): string {
  const digits = String(Math.abs(whole));
  const sign = whole < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/** Rounds half away from zero, as Intl.NumberFormat does. */
function roundHalfAway(n: number): number {
  return Math.sign(n) * Math.round(Math.abs(n));
}

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

/** A whole number with Indian digit grouping, rounded: "1,00,000", "12". */
export function formatWhole(n: number): string {
  return groupIndian(roundHalfAway(n));
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
