// Money is kept in integer paise and weight in integer kg; these helpers are the
// only place where rupees and paise meet, so no total depends on float maths.

// Whole rupees show without decimals; anything else with two (Rs. 40.50, never Rs. 40.5).
const wholeInr = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const paiseInr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const kgFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** The amount with Indian digit grouping and no prefix: "1,23,456.50", "40". */
export function formatRupeeAmount(paise: number): string {
  return (paise % 100 === 0 ? wholeInr : paiseInr).format(paise / 100);
}

/** "Rs. 1,23,456.50" style text with Indian digit grouping. */
export function formatRupees(paise: number): string {
  return `Rs. ${formatRupeeAmount(paise)}`;
}

/** Kilograms with Indian digit grouping: "1,00,000". */
export function formatKg(kg: number): string {
  return kgFormat.format(kg);
}

export function orderTotalPaise(pricePaise: number, quantityKg: number): number {
  return pricePaise * quantityKg;
}
