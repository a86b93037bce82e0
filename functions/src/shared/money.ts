// Money is kept in integer paise and weight in integer kg; these helpers are the
// only place where rupees and paise meet, so no total depends on float maths.

const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** "Rs. 1,23,456.5" style text with Indian digit grouping. */
export function formatRupees(paise: number): string {
  return `Rs. ${inr.format(paise / 100)}`;
}

export function orderTotalPaise(pricePaise: number, quantityKg: number): number {
  return pricePaise * quantityKg;
}
