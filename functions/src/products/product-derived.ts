import type { FarmGeo } from '../shared/geo';

export interface ProductDerived {
  searchTokens: string[];
  geo: FarmGeo | null;
}

/** The server-owned fields a product should hold, from its title and farm pincode. */
export function productDerived(
  data: Record<string, unknown>,
  tokensFor: (text: string) => string[],
  geoFor: (pincode: number) => FarmGeo | null,
): ProductDerived {
  const title = typeof data.title === 'string' ? data.title : '';
  const place = (data.farmLocation ?? {}) as Record<string, unknown>;
  const pincode = typeof place.pincode === 'number' ? place.pincode : null;
  return { searchTokens: tokensFor(title), geo: pincode === null ? null : geoFor(pincode) };
}

export function sameDerived(data: Record<string, unknown>, wanted: ProductDerived): boolean {
  const tokens = data.searchTokens;
  const sameTokens =
    Array.isArray(tokens) &&
    tokens.length === wanted.searchTokens.length &&
    tokens.every((t, i) => t === wanted.searchTokens[i]);
  const geo = (data.geo ?? null) as FarmGeo | null;
  const w = wanted.geo;
  const sameGeo =
    geo === null || w === null ? geo === w : geo.lat === w.lat && geo.lng === w.lng && geo.geohash === w.geohash;
  return sameTokens && sameGeo;
}
