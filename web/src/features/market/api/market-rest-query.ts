// The Firestore REST runQuery body for a market query: plain data, no SDK and
// no runtime config, so the build (web/build/route-preload.ts) can write the
// default page's request into index.html and the page can send the same.
import { PRODUCT_READ_FIELDS } from '../../../shared/product-fields.ts';
import { PAGE_SIZE } from './market-default.ts';
import type { MarketQuery } from './market-query';

type RestValue = Record<string, unknown>;

const OPS = {
  '==': 'EQUAL',
  '>=': 'GREATER_THAN_OR_EQUAL',
  '<=': 'LESS_THAN_OR_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
} as const;

function toRest(value: string | number | boolean): RestValue {
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { stringValue: value };
}

/** The runQuery body for the first page of `spec`. */
export function restQuery(spec: Pick<MarketQuery, 'where' | 'orderBy'>) {
  const filters = spec.where.map((w) => ({
    fieldFilter: { field: { fieldPath: w.field }, op: OPS[w.op], value: toRest(w.value) },
  }));
  return {
    structuredQuery: {
      // Only what a card reads: the search tokens and other server fields would be most of the bytes.
      select: { fields: PRODUCT_READ_FIELDS.map((fieldPath) => ({ fieldPath })) },
      from: [{ collectionId: 'products' }],
      where: filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } },
      orderBy: spec.orderBy.map((o) => ({
        field: { fieldPath: o.field },
        direction: o.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
      })),
      limit: PAGE_SIZE,
    },
  };
}

/** The runQuery path under the Firestore host (emulator or production). */
export function runQueryPath(projectId: string): string {
  return `/v1/projects/${projectId}/databases/(default)/documents:runQuery`;
}
