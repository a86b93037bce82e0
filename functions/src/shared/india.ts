import { INDIA } from './india-data';

export { INDIA };

export const STATES: readonly string[] = INDIA.map((s) => s.state);

const byState = new Map(INDIA.map((s) => [s.state, s.districts]));

export function districtsOf(state: string): readonly string[] {
  return byState.get(state) ?? [];
}

export function isKnownPlace(state: string, district: string): boolean {
  return districtsOf(state).includes(district);
}

/**
 * Case-insensitive substring filter used by the state and district pickers.
 * With `hindiNames` (English name -> Hindi name, india-data-hi.ts) a query in
 * either script matches: "latur", "लातूर" and "लात" all find Latur.
 */
export function filterPlaces(
  options: readonly string[],
  query: string,
  hindiNames?: Readonly<Record<string, string>>,
): string[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...options];
  return options.filter((o) => o.toLowerCase().includes(q) || (hindiNames?.[o]?.includes(q) ?? false));
}
