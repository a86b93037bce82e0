// The one Firestore query behind every NearPager read: a geohash range of the
// products, in geohash then id order, after the range's cursor. The market
// (web), the emulator tests and the bench all build it here. The caller hands
// in its SDK's query functions (the web SDK's, not imported here, so the
// functions build does not depend on it, and the web bundles only what it uses).
import type { GeoRange, NearItem } from './near-search';

/** The web SDK's query functions this needs (method syntax: each returns that SDK's constraint type). */
export interface QueryFns<Q> {
  where(field: string, op: '>=' | '<', value: string): Q;
  orderBy(field: unknown): Q;
  documentId(): unknown;
  startAfter(...values: unknown[]): Q;
  limit(n: number): Q;
}

/** The geohash field NearPager reads: geo.geohash, written by the functions with geo.lat and geo.lng. */
export const GEOHASH_FIELD = 'geo.geohash';

/** start <= geo.geohash < end, ordered by geohash then id, after `r.after`, `size` at most. */
export function geohashRange<Q>(fns: QueryFns<Q>, r: GeoRange, size: number): Q[] {
  return [
    fns.where(GEOHASH_FIELD, '>=', r.start),
    fns.where(GEOHASH_FIELD, '<', r.end),
    fns.orderBy(GEOHASH_FIELD),
    fns.orderBy(fns.documentId()),
    ...(r.after ? [fns.startAfter(r.after.hash, r.after.id)] : []),
    fns.limit(size),
  ];
}

/** A read product as NearPager's item, or null when it has no usable place. */
export function nearItemOf<T>(doc: { id: string; get(field: string): unknown }, value: T): NearItem<T> | null {
  const hash = doc.get(GEOHASH_FIELD);
  const lat = doc.get('geo.lat');
  const lng = doc.get('geo.lng');
  if (typeof hash !== 'string' || typeof lat !== 'number' || typeof lng !== 'number') return null;
  return { id: doc.id, hash, point: { lat, lng }, value };
}
