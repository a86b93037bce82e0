// The market's query as plain data: which filters and orderings one page of
// products uses. Kept free of the Firestore SDK (and of path aliases) so it can
// be unit-tested, including that every query it can build has a composite index
// in firestore.indexes.json (the emulator does not enforce indexes; production does).
// Search is one word's token looked up with `array-contains` on the
// server-written `searchTokens`, so it combines with every filter and sort.
// "Nearest first" is a set of geohash range queries, one per range the pager
// (@shared/near-search) reads, each with the same filters.
import type { GeoPoint, NearRadiusKm } from '@shared/geo';
import { searchQueryTokenWith, type Romanize } from '@shared/search-fold';
import type { OrderSpec, WhereSpec } from './market-spec';

export { PAGE_SIZE } from './market-default';
export type { OrderSpec, ProductField, WhereSpec } from './market-spec';

export type MarketSort = 'newest' | 'priceAsc' | 'priceDesc' | 'nearest';

export interface MarketFilters {
  /** Words as typed: any word of the title (or its start), in English, Hindi or Hinglish. */
  search: string;
  /** '' for all categories. */
  category: string;
  /** '' for all of India; district needs a state (names repeat across states). */
  state: string;
  district: string;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  sort: MarketSort;
  /** "Nearest first" lists products within this many km of the buyer's pincode. */
  radiusKm: NearRadiusKm;
}

export const DEFAULT_FILTERS: MarketFilters = {
  search: '',
  category: '',
  state: '',
  district: '',
  minPricePaise: null,
  maxPricePaise: null,
  sort: 'newest',
  radiusKm: 4000, // all of India until the buyer narrows it
};

export interface MarketQuery {
  where: WhereSpec[];
  orderBy: OrderSpec[];
  /** The order actually used: a price range lists by price, "Nearest first" by distance. */
  order: MarketSort;
  /** Filters the person set that this query cannot honour alongside the others. */
  ignored: Array<'price' | 'sort'>;
  /** "Nearest first": the pager runs one query per geohash range of this circle, ordered by geohash. */
  near: { center: GeoPoint; radiusKm: number } | null;
  /** The search needs the Devanagari romaniser, not loaded yet (nothing is queried until it is). */
  needsRomanizer: boolean;
  /** A stable text form, to tell when the query changed. */
  key: string;
}

export interface BuildOptions {
  /** The buyer's point (their pincode's centroid), needed for "Nearest first". */
  near?: GeoPoint | null;
  /** Romanises Devanagari (loaded on demand: the web only needs it for Devanagari searches). */
  romanize?: Romanize | null;
}

const DEVANAGARI = /[\u0900-\u097f]/;

export function normalizeSearch(raw: string): string {
  return raw.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Builds the market query. Firestore allows a range on one field per query
 * here and needs the first orderBy on that field, so a price range orders by
 * price, and "Nearest first" (a geohash range) sets a price range aside. A
 * search never conflicts: it is an `array-contains` on the tokens. Sold-out
 * products never show. "Nearest first" without the buyer's point falls back
 * to newest first (and says the sort was set aside).
 */
export function buildMarketQuery(f: MarketFilters, opts: BuildOptions = {}): MarketQuery {
  const where: WhereSpec[] = [{ field: 'inStock', op: '==', value: true }];
  const romanize = opts.romanize ?? null;
  const needsRomanizer = DEVANAGARI.test(f.search) && !romanize;
  const token = needsRomanizer ? null : searchQueryTokenWith(f.search, romanize);
  if (token) where.push({ field: 'searchTokens', op: 'array-contains', value: token });
  if (f.category) where.push({ field: 'category', op: '==', value: f.category });
  if (f.state) {
    where.push({ field: 'farmLocation.state', op: '==', value: f.state });
    if (f.district) where.push({ field: 'farmLocation.district', op: '==', value: f.district });
  }
  let min = f.minPricePaise;
  let max = f.maxPricePaise;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const hasPrice = min !== null || max !== null;
  const ignored: MarketQuery['ignored'] = [];
  let orderBy: OrderSpec[];
  let order: MarketQuery['order'];
  let near: MarketQuery['near'] = null;
  const sort = f.sort === 'nearest' && !opts.near ? 'newest' : f.sort;
  if (sort !== f.sort) ignored.push('sort');

  if (sort === 'nearest' && opts.near) {
    near = { center: opts.near, radiusKm: f.radiusKm };
    orderBy = [{ field: 'geo.geohash', direction: 'asc' }];
    order = 'nearest';
    if (hasPrice) ignored.push('price');
  } else if (hasPrice) {
    if (min !== null) where.push({ field: 'pricePaise', op: '>=', value: min });
    if (max !== null) where.push({ field: 'pricePaise', op: '<=', value: max });
    order = sort === 'priceDesc' ? 'priceDesc' : 'priceAsc';
    orderBy = [{ field: 'pricePaise', direction: order === 'priceDesc' ? 'desc' : 'asc' }];
    if (sort === 'newest' && !ignored.includes('sort')) ignored.push('sort');
  } else {
    order = sort;
    orderBy = [
      sort === 'newest'
        ? { field: 'createdAt', direction: 'desc' }
        : { field: 'pricePaise', direction: sort === 'priceDesc' ? 'desc' : 'asc' },
    ];
  }
  const key = JSON.stringify([where, orderBy, near, needsRomanizer]);
  return { where, orderBy, order, ignored, near, needsRomanizer, key };
}

export interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}

/**
 * The composite index a query needs: its equality and array-contains fields
 * (in any order), then its orderBy fields in order and direction. Range
 * filters add nothing because the first orderBy is always on the ranged field.
 */
export function requiredIndex(q: Pick<MarketQuery, 'where' | 'orderBy'>): {
  equality: string[];
  contains: string[];
  ordered: IndexField[];
} {
  return {
    equality: q.where.filter((w) => w.op === '==').map((w) => w.field),
    contains: q.where.filter((w) => w.op === 'array-contains').map((w) => w.field),
    ordered: q.orderBy.map((o) => ({ fieldPath: o.field, order: o.direction === 'asc' ? 'ASCENDING' : 'DESCENDING' })),
  };
}
