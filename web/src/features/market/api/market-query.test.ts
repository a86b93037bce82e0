import { describe, expect, it } from 'vitest';
import indexFile from '../../../../../firestore.indexes.json';
import { romanizeDevanagari } from '@shared/search-tokens';
import { DEFAULT_PAGE } from './market-default';
import {
  DEFAULT_FILTERS,
  buildMarketQuery,
  requiredIndex,
  type MarketFilters,
  type MarketQuery,
  type MarketSort,
} from './market-query';

interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: Array<{ fieldPath: string; order?: string; arrayConfig?: string }>;
}
const productIndexes = (indexFile.indexes as Index[]).filter(
  (i) => i.collectionGroup === 'products' && i.queryScope === 'COLLECTION',
);

/** Whether `index` serves `q`: equality and contains fields first in any order, then exactly the orderBy fields. */
function serves(index: Index, q: MarketQuery): boolean {
  const need = requiredIndex(q);
  const headLength = need.equality.length + need.contains.length;
  if (index.fields.length !== headLength + need.ordered.length) return false;
  const head = index.fields.slice(0, headLength);
  const tail = index.fields.slice(headLength);
  const headKeys = head.map((f) => (f.arrayConfig === 'CONTAINS' ? `${f.fieldPath}[]` : `${f.fieldPath}:${f.order}`));
  const needKeys = [...need.equality.map((f) => `${f}:ASCENDING`), ...need.contains.map((f) => `${f}[]`)];
  return (
    [...headKeys].sort().join() === [...needKeys].sort().join() &&
    tail.every((f, i) => f.fieldPath === need.ordered[i].fieldPath && f.order === need.ordered[i].order)
  );
}

const NEAR = { lat: 12.976594, lng: 77.599271 };

/** Every query the builder can make: each filter combination, with and without the buyer's point. */
function everyQuery(): MarketQuery[] {
  return everyFilterCombination().flatMap((f) => [buildMarketQuery(f), buildMarketQuery(f, { near: NEAR })]);
}

function everyFilterCombination(): MarketFilters[] {
  const out: MarketFilters[] = [];
  const prices: Array<[number | null, number | null]> = [
    [null, null],
    [1000, null],
    [null, 5000],
    [1000, 5000],
  ];
  for (const search of ['', 'Tom', 'lady finger'])
    for (const category of ['', 'Fruits'])
      for (const [state, district] of [
        ['', ''],
        ['', 'Latur'],
        ['Maharashtra', ''],
        ['Maharashtra', 'Latur'],
      ])
        for (const [minPricePaise, maxPricePaise] of prices)
          for (const sort of ['newest', 'priceAsc', 'priceDesc', 'nearest'] as MarketSort[])
            out.push({ search, category, state, district, minPricePaise, maxPricePaise, sort, radiusKm: 50 });
  return out;
}

describe('buildMarketQuery', () => {
  it('lists in-stock products newest first by default', () => {
    const q = buildMarketQuery(DEFAULT_FILTERS);
    expect(q.where).toEqual([{ field: 'inStock', op: '==', value: true }]);
    expect(q.orderBy).toEqual([{ field: 'createdAt', direction: 'desc' }]);
    expect(q.order).toBe('newest');
    expect(q.ignored).toEqual([]);
  });

  it('searches one token of the words with array-contains, keeping the sort and price range', () => {
    const q = buildMarketQuery({ ...DEFAULT_FILTERS, search: '  Red   Onion ', minPricePaise: 100, sort: 'priceDesc' });
    expect(q.where).toContainEqual({ field: 'searchTokens', op: 'array-contains', value: 'onion' });
    expect(q.where).toContainEqual({ field: 'pricePaise', op: '>=', value: 100 });
    expect(q.orderBy).toEqual([{ field: 'pricePaise', direction: 'desc' }]);
    expect(q.ignored).toEqual([]);
    expect(buildMarketQuery({ ...DEFAULT_FILTERS, search: 'oni' }).where).toContainEqual({
      field: 'searchTokens',
      op: 'array-contains',
      value: 'oni',
    });
  });

  it('waits for the romaniser before searching Devanagari, then searches its romanised token', () => {
    const waiting = buildMarketQuery({ ...DEFAULT_FILTERS, search: 'प्याज' });
    expect(waiting.needsRomanizer).toBe(true);
    expect(waiting.where.some((w) => w.field === 'searchTokens')).toBe(false);
    const q = buildMarketQuery({ ...DEFAULT_FILTERS, search: 'प्याज' }, { romanize: romanizeDevanagari });
    expect(q.needsRomanizer).toBe(false);
    expect(q.where).toContainEqual({ field: 'searchTokens', op: 'array-contains', value: 'pyaj' });
  });

  it('orders "Nearest first" by geohash around the buyer, setting a price range aside', () => {
    const q = buildMarketQuery(
      { ...DEFAULT_FILTERS, sort: 'nearest', radiusKm: 25, maxPricePaise: 900 },
      { near: NEAR },
    );
    expect(q.near).toEqual({ center: NEAR, radiusKm: 25 });
    expect(q.orderBy).toEqual([{ field: 'geo.geohash', direction: 'asc' }]);
    expect(q.order).toBe('nearest');
    expect(q.ignored).toEqual(['price']);
    expect(q.where.some((w) => w.field === 'pricePaise')).toBe(false);
  });

  it('falls back to newest first when "Nearest first" has no pincode yet, and says so', () => {
    const q = buildMarketQuery({ ...DEFAULT_FILTERS, sort: 'nearest' });
    expect(q.near).toBeNull();
    expect(q.orderBy).toEqual([{ field: 'createdAt', direction: 'desc' }]);
    expect(q.ignored).toEqual(['sort']);
  });

  it('orders a price range by price, swapping a reversed range', () => {
    const q = buildMarketQuery({ ...DEFAULT_FILTERS, minPricePaise: 9000, maxPricePaise: 2000 });
    expect(q.where).toContainEqual({ field: 'pricePaise', op: '>=', value: 2000 });
    expect(q.where).toContainEqual({ field: 'pricePaise', op: '<=', value: 9000 });
    expect(q.orderBy).toEqual([{ field: 'pricePaise', direction: 'asc' }]);
    expect(q.order).toBe('priceAsc');
    expect(q.ignored).toEqual(['sort']);
    const desc = buildMarketQuery({ ...DEFAULT_FILTERS, maxPricePaise: 2000, sort: 'priceDesc' });
    expect(desc.orderBy).toEqual([{ field: 'pricePaise', direction: 'desc' }]);
    expect(desc.ignored).toEqual([]);
  });

  it('filters by category, state and district, but a district only with its state', () => {
    const q = buildMarketQuery({ ...DEFAULT_FILTERS, category: 'Fruits', state: 'Maharashtra', district: 'Latur' });
    expect(q.where).toEqual([
      { field: 'inStock', op: '==', value: true },
      { field: 'category', op: '==', value: 'Fruits' },
      { field: 'farmLocation.state', op: '==', value: 'Maharashtra' },
      { field: 'farmLocation.district', op: '==', value: 'Latur' },
    ]);
    const noState = buildMarketQuery({ ...DEFAULT_FILTERS, district: 'Latur' });
    expect(noState.where.some((w) => w.field === 'farmLocation.district')).toBe(false);
  });

  it('keeps at most one ranged field, and orders by it first', () => {
    for (const q of everyQuery()) {
      const ranged = new Set(q.where.filter((w) => w.op === '>=' || w.op === '<=').map((w) => w.field));
      // "Nearest first" ranges on the geohash (added per range by the pager), so on nothing else.
      if (q.near) ranged.add('geo.geohash');
      expect(ranged.size).toBeLessThanOrEqual(1);
      if (ranged.size === 1) expect(q.orderBy[0].field).toBe([...ranged][0]);
    }
  });
});

describe('firestore.indexes.json', () => {
  it('has a composite index for every market query', () => {
    const missing = everyQuery()
      .filter((q) => !productIndexes.some((i) => serves(i, q)))
      .map((q) => JSON.stringify(requiredIndex(q)));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has no product index that no query uses', () => {
    const queries = everyQuery();
    const myProducts = { equality: ['farmerId'], ordered: [{ fieldPath: 'createdAt', order: 'DESCENDING' }] };
    const unused = productIndexes.filter((i) => {
      const isMine =
        i.fields.length === 2 &&
        i.fields[0].fieldPath === myProducts.equality[0] &&
        i.fields[1].fieldPath === myProducts.ordered[0].fieldPath &&
        i.fields[1].order === myProducts.ordered[0].order;
      return !isMine && !queries.some((q) => serves(i, q));
    });
    expect(unused).toEqual([]);
  });

  it("has the farmer's own products index (farmerId, createdAt desc)", () => {
    const fields = (i: Index) => i.fields.map((f) => `${f.fieldPath}:${f.order}`).join();
    expect(productIndexes.map(fields)).toContain('farmerId:ASCENDING,createdAt:DESCENDING');
  });
});

describe('the default first page written into index.html', () => {
  it('is the query the market builds for its default filters: in stock, newest first', () => {
    const built = buildMarketQuery(DEFAULT_FILTERS);
    expect({ where: built.where, orderBy: built.orderBy }).toEqual(DEFAULT_PAGE);
    expect(DEFAULT_PAGE).toEqual({
      where: [{ field: 'inStock', op: '==', value: true }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    });
  });
});
