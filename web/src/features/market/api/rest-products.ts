// Firestore REST values to products, through the same boundary as the SDK path
// (productFromData). No runtime config and no SDK: index.html's inline first
// paint (first-paint/paint-first-cards.ts) is built from it, as is market-rest.ts.
// Relative imports (no path aliases) so the unit tests can load it.
import { productFromData, type Product } from '../../../shared/product';

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

/**
 * Products from a runQuery response, through the same validation as the SDK path; the
 * first `limit` only, when given (the first paint draws a few of a page's rows).
 */
export function productsFromRest(rows: unknown, limit = Infinity): Product[] {
  if (!Array.isArray(rows)) throw new Error('runQuery: unexpected response');
  const products: Product[] = [];
  for (const row of rows as Array<{ document?: { name?: string; fields?: Record<string, RestValue> } }>) {
    if (products.length >= limit) break;
    const doc = row.document;
    if (!doc?.name) continue;
    products.push(productFromData(doc.name.slice(doc.name.lastIndexOf('/') + 1), fieldsFromRest(doc.fields)));
  }
  return products;
}
