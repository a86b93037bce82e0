import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, buildMarketQuery } from './market-query';
import { productFromData } from '../../../shared/product';
import { productsFromRest, restQuery, takeEarlyFirstPage } from './market-rest';

/** The fields a market card reads, and so the only ones the REST query asks for. */
const CARD_FIELDS = [
  'farmerId',
  'title',
  'description',
  'category',
  'pricePaise',
  'quantityG',
  'wholeKg',
  'inStock',
  'imageURL',
  'photos',
  'farmLocation',
  'geo',
  'createdAt',
  'updatedAt',
  'mandi',
];

describe('restQuery', () => {
  it('asks for the default view: in stock, newest first, one page', () => {
    expect(restQuery(buildMarketQuery(DEFAULT_FILTERS))).toEqual({
      structuredQuery: {
        select: { fields: CARD_FIELDS.map((fieldPath) => ({ fieldPath })) },
        from: [{ collectionId: 'products' }],
        where: { fieldFilter: { field: { fieldPath: 'inStock' }, op: 'EQUAL', value: { booleanValue: true } } },
        orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
        limit: 24,
      },
    });
  });

  it('joins several filters with AND', () => {
    const q = restQuery(buildMarketQuery({ ...DEFAULT_FILTERS, category: 'Fruits', minPricePaise: 100 }));
    expect(q.structuredQuery.where).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          { fieldFilter: { field: { fieldPath: 'inStock' }, op: 'EQUAL', value: { booleanValue: true } } },
          { fieldFilter: { field: { fieldPath: 'category' }, op: 'EQUAL', value: { stringValue: 'Fruits' } } },
          {
            fieldFilter: {
              field: { fieldPath: 'pricePaise' },
              op: 'GREATER_THAN_OR_EQUAL',
              value: { integerValue: '100' },
            },
          },
        ],
      },
    });
  });
});

describe('the fields the query selects', () => {
  it('are every field productFromData reads, so a selected document makes the same product', () => {
    const read = new Set<string>();
    const data = new Proxy({} as Record<string, unknown>, {
      get: (_, key) => {
        if (typeof key === 'string') read.add(key);
        return undefined;
      },
    });
    productFromData('p1', data);
    expect([...read].sort()).toEqual([...CARD_FIELDS].sort());
  });
});

describe('productsFromRest', () => {
  it('reads REST documents into the same products as the SDK path', () => {
    const rows = [
      { readTime: '2026-11-23T10:00:00Z' },
      {
        document: {
          name: 'projects/p/databases/(default)/documents/products/abc123',
          fields: {
            farmerId: { stringValue: 'f1' },
            title: { stringValue: 'Okra' },
            description: { stringValue: 'Fresh' },
            category: { stringValue: 'Vegetables' },
            pricePaise: { integerValue: '2500' },
            quantityG: { integerValue: '40500' },
            wholeKg: { booleanValue: false },
            inStock: { booleanValue: true },
            imageURL: { stringValue: '' },
            farmLocation: {
              mapValue: {
                fields: {
                  pincode: { integerValue: '413512' },
                  state: { stringValue: 'Maharashtra' },
                  district: { stringValue: 'Latur' },
                },
              },
            },
            geo: {
              mapValue: {
                fields: {
                  lat: { doubleValue: 18.435351 },
                  lng: { doubleValue: 76.606611 },
                  geohash: { stringValue: 'te7ud2ev3k' },
                },
              },
            },
            createdAt: { timestampValue: '2026-11-23T10:00:00.123Z' },
            updatedAt: { timestampValue: '2026-11-23T11:30:00Z' },
            // As the functions denormalise it (functions/src/shared/mandi.ts).
            mandi: {
              mapValue: {
                fields: {
                  produce: { stringValue: 'okra' },
                  state: { stringValue: 'Maharashtra' },
                  district: { stringValue: 'Latur' },
                  market: { stringValue: 'Latur' },
                  minPaise: { integerValue: '2000' },
                  maxPaise: { integerValue: '3000' },
                  modalPaise: { integerValue: '2500' },
                  arrivalDate: { stringValue: '2026-11-22' },
                  km: { nullValue: null },
                },
              },
            },
          },
        },
      },
    ];
    expect(productsFromRest(rows)).toEqual([
      {
        id: 'abc123',
        farmerId: 'f1',
        title: 'Okra',
        description: 'Fresh',
        category: 'Vegetables',
        pricePaise: 2500,
        quantityG: 40500,
        wholeKg: false,
        inStock: true,
        imageURL: '',
        photos: [],
        farmLocation: { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
        geo: { lat: 18.435351, lng: 76.606611 },
        createdAtMs: Date.parse('2026-11-23T10:00:00.123Z'),
        updatedAtMs: Date.parse('2026-11-23T11:30:00Z'),
        mandi: {
          produce: 'okra',
          state: 'Maharashtra',
          district: 'Latur',
          market: 'Latur',
          minPaise: 2000,
          maxPaise: 3000,
          modalPaise: 2500,
          arrivalDate: '2026-11-22',
          km: null,
        },
      },
    ]);
  });

  it('reads only the first `limit` products when asked', () => {
    const row = (id: string) => ({ document: { name: `x/products/${id}`, fields: { title: { stringValue: id } } } });
    const rows = [{ readTime: '2026-11-23T10:00:00Z' }, row('a'), row('b'), row('c')];
    expect(productsFromRest(rows, 2).map((p) => p.id)).toEqual(['a', 'b']);
    expect(productsFromRest(rows).map((p) => p.id)).toEqual(['a', 'b', 'c']);
  });

  it('tolerates bad fields as the SDK path does, and refuses a non-list', () => {
    const [p] = productsFromRest([
      {
        document: {
          name: 'x/products/d',
          fields: { category: { stringValue: 'Gems' }, pricePaise: { nullValue: null } },
        },
      },
    ]);
    expect(p.category).toBe('Other');
    expect(p.pricePaise).toBe(0);
    expect(p.mandi).toBeNull();
    expect(() => productsFromRest({ error: 'x' })).toThrow();
  });
});

describe('takeEarlyFirstPage', () => {
  it("takes the response index.html's script requested, once", async () => {
    const w = globalThis as { __khFirstPage?: Promise<unknown> };
    w.__khFirstPage = Promise.resolve([
      {
        document: {
          name: 'projects/p/databases/(default)/documents/products/a1',
          fields: { title: { stringValue: 'Okra' } },
        },
      },
    ]);
    const page = takeEarlyFirstPage();
    expect(page).not.toBeNull();
    expect((await page!).map((p) => [p.id, p.title])).toEqual([['a1', 'Okra']]);
    expect(takeEarlyFirstPage()).toBeNull();
  });

  it('is null when the page was not opened on /marketplace', () => {
    expect(takeEarlyFirstPage()).toBeNull();
  });
});
