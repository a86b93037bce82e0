// Distances for the market: a farm's coordinates (from its pincode's centroid)
// and the buyer's, in kilometres along the Earth's surface. No SDK types, and
// no zod or error table: the market page imports it (locatePincode's schema is
// in geo-schema.ts; with it here, the market evaluated zod and the error table,
// ~160 ms of main thread at 4x CPU).

export interface GeoPoint {
  lat: number;
  lng: number;
}

/** What the functions store on a farmer's profile and on each of their products. */
export interface FarmGeo extends GeoPoint {
  geohash: string;
}

/** The radii the market's "Nearest first" offers, in km; the last one covers all of India. */
export const NEAR_RADII_KM = [25, 50, 100, 250, 4000] as const;
export const ALL_INDIA_KM = 4000;
export type NearRadiusKm = (typeof NEAR_RADII_KM)[number];

export interface LocatePincodeResult {
  /** Null when the pincode is not in the centroid table: no distance is shown then. */
  point: GeoPoint | null;
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "~23 km" figures: whole km (at least 1), rounded to 5 km past 100 km (centroids are approximate). */
export function roundedKm(km: number): number {
  if (km < 1) return 1;
  if (km < 100) return Math.round(km);
  return Math.round(km / 5) * 5;
}
