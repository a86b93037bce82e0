// Indian digit grouping by hand, not Intl.NumberFormat('en-IN'): creating that
// formatter loads the locale's data, measured at 80-110 ms of one main-thread
// task at 4x CPU slowdown when the market's first cards render (issue 10). A
// module of its own, without money's other helpers, because the messages built
// when their module loads (assistant.ts, the Hindi error texts) use it too.

/** A whole number with Indian grouping: the last three digits, then pairs ("12,34,567"). */
export function groupIndian(whole: number): string {
  const digits = String(Math.abs(whole));
  const sign = whole < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${head},${digits.slice(-3)}`;
}

/** Rounds half away from zero, as Intl.NumberFormat does. */
export function roundHalfAway(n: number): number {
  return Math.sign(n) * Math.round(Math.abs(n));
}

/** A whole number with Indian digit grouping, rounded: "1,00,000", "12". */
export function formatWhole(n: number): string {
  return groupIndian(roundHalfAway(n));
}
