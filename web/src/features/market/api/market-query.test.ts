import { describe, expect, it } from 'vitest';
import indexFile from '../../../../../firestore.indexes.json';
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
  fields: Array<{ fieldPath: string; order?: string }>;
}
const productIndexes = (indexFile.indexes as Index[]).filter(
  (i) => i.collectionGroup === 'products' && i.queryScope === 'COLLECTION',
);

/** Whether `index` serves `q`: equality fields first in any order, then exactly the orderBy fields. */
function serves(index: Index, q: MarketQuery): boolean {
  const need = requiredIndex(q);
  if (index.fields.length !== need.equality.length + need.ordered.length) return false;
  const head = index.fields.slice(0, need.equality.length).map((f) => f.fieldPath);
  const tail = index.fields.slice(need.equality.length);
  return (
    [...head].sort().join() === [...need.equality].sort().join() &&
    tail.every((f, i) => f.fieldPath === need.ordered[i].fieldPath && f.order === need.ordered[i].order)
  );
}

function everyFilterCombination(): MarketFilters[] {
  const out: MarketFilters[] = [];
  const prices: Array<[number | null, number | null]> = [
    [null, null],
    [1000, null],
    [null, 5000],
    [1000, 5000],
  ];
  for (const search of ['', 'Tom'])
    for (const category of ['', 'Fruits'])
      for (const [state, district] of [
        ['', ''],
        ['', 'Latur'],
        ['Maharashtra', ''],
        ['Maharashtra', 'Latur'],
      ])
        for (const [minPricePaise, maxPricePaise] of prices)
          for (const sort of ['newest', 'priceAsc', 'priceDesc'] as MarketSort[])
            out.push({ search, category, state, district, minPricePaise, maxPricePaise, sort });
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

  it('searches by title prefix in lower case and orders by title', () => {
    const q = buildMarketQuery({ ...DEFAULT_FILTERS, search: '  Red   Tom ' });
    expect(q.where).toContainEqual({ field: 'titleLower', op: '>=', value: 'red tom' });
    expect(q.where).toContainEqual({ field: 'titleLower', op: '<=', value: 'red tom\uf8ff' });
    expect(q.orderBy).toEqual([{ field: 'titleLower', direction: 'asc' }]);
    expect(q.order).toBe('title');
  });

  it('sets the price range and sort aside while searching, and says so', () => {
    const q = buildMarketQuery({ ...DEFAULT_FILTERS, search: 'tom', minPricePaise: 100, sort: 'priceDesc' });
    expect(q.where.some((w) => w.field === 'pricePaise')).toBe(false);
    expect(q.ignored).toEqual(['price', 'sort']);
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
    for (const f of everyFilterCombination()) {
      const q = buildMarketQuery(f);
      const ranged = new Set(q.where.filter((w) => w.op !== '==').map((w) => w.field));
      expect(ranged.size).toBeLessThanOrEqual(1);
      if (ranged.size === 1) expect(q.orderBy[0].field).toBe([...ranged][0]);
    }
  });
});

describe('firestore.indexes.json', () => {
  it('has a composite index for every market query', () => {
    const missing = everyFilterCombination()
      .map(buildMarketQuery)
      .filter((q) => !productIndexes.some((i) => serves(i, q)))
      .map((q) => JSON.stringify(requiredIndex(q)));
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has no product index that no query uses', () => {
    const queries = everyFilterCombination().map(buildMarketQuery);
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
