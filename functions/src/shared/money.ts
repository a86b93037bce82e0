// Money is kept in integer paise and weight in integer kg; these helpers are the
// only place where rupees and paise meet, so no total depends on float maths.

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

/** Kilograms with Indian digit grouping: "1,00,000". */
export function formatKg(kg: number): string {
  return groupIndian(roundHalfAway(kg));
}

export function orderTotalPaise(pricePaise: number, quantityKg: number): number {
  return pricePaise * quantityKg;
}
