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

/** Case-insensitive substring filter used by the state and district pickers. */
export function filterPlaces(options: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  return q === '' ? [...options] : options.filter((o) => o.toLowerCase().includes(q));
}
