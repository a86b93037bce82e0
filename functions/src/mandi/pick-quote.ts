import { distanceKm, roundedKm, type GeoPoint } from '../shared/geo';
import { districtKeyOf, quoteFields, type MandiQuote, type StoredQuote } from '../shared/mandi';

// Which mandi quote a farm sees for a produce: its own district's, or else the
// nearest district's that has one, with how far it is. Pure (pick-quote.test.ts).

/**
 * Farther than this, another district's price says little about the farm's own
 * market (and would be shown as if it did): better no hint than a misleading one.
 */
export const NEAREST_MAX_KM = 500;

export interface FarmPlace {
  state: string;
  district: string;
  /** The farm's coordinates (its pincode's centroid), or null when unknown. */
  geo: GeoPoint | null;
}

const usable = (q: StoredQuote | undefined): q is StoredQuote =>
  q !== undefined && Number.isInteger(q.modalPaise) && q.modalPaise > 0;

const squash = (key: string) => key.replace(/-/g, '');

function asQuote(q: StoredQuote, km: number | null): MandiQuote {
  return { ...quoteFields(q), km };
}

/** The farm's quote for one produce from that produce's stored quotes, or null. */
export function pickQuote(quotes: Readonly<Record<string, StoredQuote>>, farm: FarmPlace): MandiQuote | null {
  // The own district first, spelt either way ("Ahmed Nagar" / "Ahmednagar").
  const own = squash(districtKeyOf(farm.state, farm.district));
  const ownKey = Object.keys(quotes).find((k) => squash(k) === own && usable(quotes[k]));
  if (ownKey) return asQuote(quotes[ownKey], null);
  if (!farm.geo) return null;
  let best: { key: string; km: number } | null = null;
  for (const [key, q] of Object.entries(quotes)) {
    if (!usable(q) || q.lat === null || q.lng === null) continue;
    const km = distanceKm(farm.geo, { lat: q.lat, lng: q.lng });
    // Equal distances go to the first key in order, so the choice never flickers.
    if (!best || km < best.km || (km === best.km && key < best.key)) best = { key, km };
  }
  if (!best || best.km > NEAREST_MAX_KM) return null;
  return asQuote(quotes[best.key], roundedKm(best.km));
}
