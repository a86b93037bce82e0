// The market's query as plain data: which filters and orderings one page of
// products uses. Kept free of the Firestore SDK (and of path aliases) so it can
// be unit-tested, including that every query it can build has a composite index
// in firestore.indexes.json (the emulator does not enforce indexes; production does).

export const PAGE_SIZE = 24;

export type MarketSort = 'newest' | 'priceAsc' | 'priceDesc';

export interface MarketFilters {
  /** Prefix of the title, any case. */
  search: string;
  /** '' for all categories. */
  category: string;
  /** '' for all of India; district needs a state (names repeat across states). */
  state: string;
  district: string;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  sort: MarketSort;
}

export const DEFAULT_FILTERS: MarketFilters = {
  search: '',
  category: '',
  state: '',
  district: '',
  minPricePaise: null,
  maxPricePaise: null,
  sort: 'newest',
};

export type ProductField =
  'inStock' | 'category' | 'farmLocation.state' | 'farmLocation.district' | 'titleLower' | 'pricePaise' | 'createdAt';

export interface WhereSpec {
  field: ProductField;
  op: '==' | '>=' | '<=';
  value: string | number | boolean;
}

export interface OrderSpec {
  field: ProductField;
  direction: 'asc' | 'desc';
}

export interface MarketQuery {
  where: WhereSpec[];
  orderBy: OrderSpec[];
  /** The order actually used: a title search lists by title, a price range by price. */
  order: 'title' | MarketSort;
  /** Filters the person set that this query cannot honour alongside the others. */
  ignored: Array<'price' | 'sort'>;
  /** A stable text form, to tell when the query changed. */
  key: string;
}

// The highest code point Firestore orders strings by, so [s, s + END] is "starts with s".
const PREFIX_END = '\uf8ff';

export function normalizeSearch(raw: string): string {
  return raw.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Builds the market query. Firestore allows a range on one field per query here
 * and needs the first orderBy on that field, so: a title search orders by title
 * (a price range and the chosen sort are then set aside), a price range orders
 * by price, and otherwise the chosen sort applies. Sold-out products never show.
 */
export function buildMarketQuery(f: MarketFilters): MarketQuery {
  const where: WhereSpec[] = [{ field: 'inStock', op: '==', value: true }];
  if (f.category) where.push({ field: 'category', op: '==', value: f.category });
  if (f.state) {
    where.push({ field: 'farmLocation.state', op: '==', value: f.state });
    if (f.district) where.push({ field: 'farmLocation.district', op: '==', value: f.district });
  }
  let min = f.minPricePaise;
  let max = f.maxPricePaise;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const hasPrice = min !== null || max !== null;
  const search = normalizeSearch(f.search);
  const ignored: MarketQuery['ignored'] = [];
  let orderBy: OrderSpec[];
  let order: MarketQuery['order'];

  if (search) {
    where.push({ field: 'titleLower', op: '>=', value: search });
    where.push({ field: 'titleLower', op: '<=', value: search + PREFIX_END });
    orderBy = [{ field: 'titleLower', direction: 'asc' }];
    order = 'title';
    if (hasPrice) ignored.push('price');
    if (f.sort !== 'newest') ignored.push('sort');
  } else if (hasPrice) {
    if (min !== null) where.push({ field: 'pricePaise', op: '>=', value: min });
    if (max !== null) where.push({ field: 'pricePaise', op: '<=', value: max });
    order = f.sort === 'priceDesc' ? 'priceDesc' : 'priceAsc';
    orderBy = [{ field: 'pricePaise', direction: order === 'priceDesc' ? 'desc' : 'asc' }];
    if (f.sort === 'newest') ignored.push('sort');
  } else {
    order = f.sort;
    orderBy = [
      f.sort === 'newest'
        ? { field: 'createdAt', direction: 'desc' }
        : { field: 'pricePaise', direction: f.sort === 'priceDesc' ? 'desc' : 'asc' },
    ];
  }
  const key = JSON.stringify([where, orderBy]);
  return { where, orderBy, order, ignored, key };
}

export interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}

/**
 * The composite index a query needs: its equality fields (in any order), then
 * its orderBy fields in order and direction. Range filters add nothing because
 * the first orderBy is always on the ranged field.
 */
export function requiredIndex(q: Pick<MarketQuery, 'where' | 'orderBy'>): {
  equality: string[];
  ordered: IndexField[];
} {
  return {
    equality: q.where.filter((w) => w.op === '==').map((w) => w.field),
    ordered: q.orderBy.map((o) => ({ fieldPath: o.field, order: o.direction === 'asc' ? 'ASCENDING' : 'DESCENDING' })),
  };
}
