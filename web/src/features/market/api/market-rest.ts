// The market's first page over Firestore's REST API: one small fetch, no SDK,
// so products can show before the Firestore SDK (~160 KB gzip) has downloaded.
// Products are publicly readable (firestore.rules), so no sign-in is needed.
// The live listener (market-api.ts) takes over once the SDK has loaded.
// Relative imports (no path aliases) so the unit tests can load it.
import { FIRESTORE_EMULATOR_PORT, EMULATOR_HOST, USE_EMULATORS, firebaseConfig } from '../../../shared/firebase/config';
import { productFromData, type Product } from '../../../shared/product';
import { PAGE_SIZE, type MarketQuery } from './market-query';

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

/** A REST value as the SDK's data() would give it, except timestamps, which become epoch ms. */
export function fromRest(v: RestValue): unknown {
  if ('stringValue' in v) return v.stringValue;
  if ('booleanValue' in v) return v.booleanValue;
  if ('integerValue' in v) return Number(v.integerValue);
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('timestampValue' in v) return Date.parse(String(v.timestampValue));
  if ('mapValue' in v) return fieldsFromRest((v.mapValue as { fields?: Record<string, RestValue> }).fields);
  if ('arrayValue' in v) return ((v.arrayValue as { values?: RestValue[] }).values ?? []).map(fromRest);
  return null;
}

function fieldsFromRest(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields ?? {})) out[k] = fromRest(v);
  return out;
}

/** The runQuery body for the first page of `spec`. */
export function restQuery(spec: Pick<MarketQuery, 'where' | 'orderBy'>) {
  const filters = spec.where.map((w) => ({
    fieldFilter: { field: { fieldPath: w.field }, op: OPS[w.op], value: toRest(w.value) },
  }));
  return {
    structuredQuery: {
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

/** Products from a runQuery response, through the same validation as the SDK path. */
export function productsFromRest(rows: unknown): Product[] {
  if (!Array.isArray(rows)) throw new Error('runQuery: unexpected response');
  const products: Product[] = [];
  for (const row of rows as Array<{ document?: { name?: string; fields?: Record<string, RestValue> } }>) {
    const doc = row.document;
    if (!doc?.name) continue;
    products.push(productFromData(doc.name.slice(doc.name.lastIndexOf('/') + 1), fieldsFromRest(doc.fields)));
  }
  return products;
}

/** The first PAGE_SIZE products of `spec`, read once (not live). Rejects on any failure. */
export async function fetchFirstPage(spec: Pick<MarketQuery, 'where' | 'orderBy'>): Promise<Product[]> {
  const { projectId, apiKey } = firebaseConfig;
  const path = `/v1/projects/${projectId}/databases/(default)/documents:runQuery`;
  const url = USE_EMULATORS
    ? `http://${EMULATOR_HOST}:${FIRESTORE_EMULATOR_PORT}${path}`
    : `https://firestore.googleapis.com${path}?key=${encodeURIComponent(apiKey)}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(restQuery(spec)),
  });
  if (!response.ok) throw new Error(`runQuery: HTTP ${response.status}`);
  return productsFromRest(await response.json());
}
