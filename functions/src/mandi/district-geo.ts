import centroids from '../data/district-centroids.json';
import type { GeoPoint } from '../shared/geo';
import { districtKeyOf } from '../shared/mandi';
import { canonicalState } from './states';

// District centres (functions/src/data/district-centroids.json, made by
// scripts/data/district-centroids.mjs from 2015 pincode data). Looked up by
// districtKeyOf(state, district); failing that, by the district's name alone when
// only one state has a district of that name, because states changed since 2015
// (Telangana's districts are filed under Andhra Pradesh there). Spacing and
// hyphens are ignored: "Ahmed Nagar" is "Ahmednagar".

const squash = (key: string) => key.replace(/-/g, '');

let index: { byKey: Map<string, GeoPoint>; byDistrict: Map<string, GeoPoint | null> } | null = null;

function load() {
  if (index) return index;
  const byKey = new Map<string, GeoPoint>();
  const byDistrict = new Map<string, GeoPoint | null>();
  for (const [key, [lat, lng]] of Object.entries(centroids.districts as Record<string, number[]>)) {
    const point = { lat, lng };
    byKey.set(squash(key), point);
    const district = squash(key.split('~')[1]);
    // null marks a name two states share: it names no one district.
    byDistrict.set(district, byDistrict.has(district) ? null : point);
  }
  index = { byKey, byDistrict };
  return index;
}

/** The centre of a district, or null when the data does not know it. */
export function districtCentroid(state: string, district: string): GeoPoint | null {
  const { byKey, byDistrict } = load();
  const key = squash(districtKeyOf(canonicalState(state), district));
  return byKey.get(key) ?? byDistrict.get(key.split('~')[1]) ?? null;
}
