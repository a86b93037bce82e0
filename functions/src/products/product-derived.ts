import type { FarmGeo } from '../shared/geo';
import type { MandiQuote } from '../shared/mandi';
import type { FarmPlace } from '../mandi/pick-quote';

export interface ProductDerived {
  searchTokens: string[];
  geo: FarmGeo | null;
  /** The produce its title names ("onion"), the key of its mandi prices; null for none. */
  produceKey: string | null;
  /** The mandi quote for its farm (its district's, or the nearest one's), or null. */
  mandi: MandiQuote | null;
}

export interface DerivedFrom {
  tokensFor: (text: string) => string[];
  geoFor: (pincode: number) => FarmGeo | null;
  produceKeyFor: (title: string) => string | null;
  /** The mandi quote of a produce for a farm (mandi/pick-quote.ts over the stored quotes). */
  mandiFor: (produceKey: string, farm: FarmPlace) => MandiQuote | null;
}

const titleOf = (data: Record<string, unknown>) => (typeof data.title === 'string' ? data.title : '');

/** The produce a product's title names: read first, to know whose quotes to load. */
export function produceKeyOfProduct(data: Record<string, unknown>, produceKeyFor: (title: string) => string | null) {
  return produceKeyFor(titleOf(data));
}

/** The server-owned fields a product should hold, from its title and farm place. */
export function productDerived(data: Record<string, unknown>, from: DerivedFrom): ProductDerived {
  const title = titleOf(data);
  const place = (data.farmLocation ?? {}) as Record<string, unknown>;
  const pincode = typeof place.pincode === 'number' ? place.pincode : null;
  const geo = pincode === null ? null : from.geoFor(pincode);
  const produceKey = from.produceKeyFor(title);
  const farm: FarmPlace = {
    state: typeof place.state === 'string' ? place.state : '',
    district: typeof place.district === 'string' ? place.district : '',
    geo,
  };
  const mandi = produceKey === null ? null : from.mandiFor(produceKey, farm);
  return { searchTokens: from.tokensFor(title), geo, produceKey, mandi };
}

const MANDI_FIELDS = [
  'produce',
  'state',
  'district',
  'market',
  'minPaise',
  'maxPaise',
  'modalPaise',
  'arrivalDate',
  'km',
] as const satisfies ReadonlyArray<keyof MandiQuote>;

/** True when a stored `mandi` (anything) is the wanted quote. */
export function sameMandi(stored: unknown, wanted: MandiQuote | null): boolean {
  if (stored === undefined || stored === null || wanted === null) return (stored ?? null) === wanted;
  const s = stored as Record<string, unknown>;
  return Object.keys(s).length === MANDI_FIELDS.length && MANDI_FIELDS.every((f) => s[f] === wanted[f]);
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
  // A missing produceKey is not null: products written before mandi prices get both fields once.
  const sameProduce = data.produceKey !== undefined && data.produceKey === wanted.produceKey;
  const sameQuote = data.mandi !== undefined && sameMandi(data.mandi, wanted.mandi);
  return sameTokens && sameGeo && sameProduce && sameQuote;
}
