// The market's first page over Firestore's REST API: one small fetch, no SDK,
// so products can show before the Firestore SDK (~160 KB gzip) has downloaded.
// Products are publicly readable (firestore.rules), so no sign-in is needed.
// The live listener (in the market's worker, market-api.ts) takes over after it.
// Relative imports (no path aliases) so the unit tests can load it.
import { FIRESTORE_EMULATOR_PORT, EMULATOR_HOST, USE_EMULATORS, firebaseConfig } from '../../../shared/firebase/config';
import { productFromData, type Product } from '../../../shared/product';
import type { MarketQuery } from './market-query';
import { restQuery, runQueryPath } from './market-rest-query';

export { restQuery } from './market-rest-query';

type RestValue = Record<string, unknown>;

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
  const path = runQueryPath(projectId);
  const url = USE_EMULATORS
    ? `http://${EMULATOR_HOST}:${FIRESTORE_EMULATOR_PORT}${path}`
    : `https://firestore.googleapis.com${path}?key=${encodeURIComponent(apiKey)}`;
  // A string body goes as text/plain: a CORS simple request, no preflight round
  // trip (the Firestore SDK's own REST transport does the same).
  const response = await fetch(url, { method: 'POST', body: JSON.stringify(restQuery(spec)) });
  if (!response.ok) throw new Error(`runQuery: HTTP ${response.status}`);
  return productsFromRest(await response.json());
}

/**
 * The default view's first page that index.html's inline script already
 * requested (on /marketplace, while the JavaScript downloads), once; null when
 * it did not, so the caller fetches itself.
 */
export function takeEarlyFirstPage(): Promise<Product[]> | null {
  const w = globalThis as { __khFirstPage?: Promise<unknown> };
  const early = w.__khFirstPage;
  if (!early) return null;
  delete w.__khFirstPage;
  return early.then(productsFromRest);
}
