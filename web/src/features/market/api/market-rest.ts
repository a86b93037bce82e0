// The market's first page over Firestore's REST API: one small fetch, no SDK,
// so products can show before the Firestore SDK (~160 KB gzip) has downloaded.
// Products are publicly readable (firestore.rules), so no sign-in is needed.
// The live listener (in the data worker, market-api.ts) takes over after it.
// Relative imports (no path aliases) so the unit tests can load it.
import { FIRESTORE_EMULATOR_PORT, EMULATOR_HOST, USE_EMULATORS, firebaseConfig } from '../../../shared/firebase/config';
import type { Product } from '../../../shared/product';
import { productsFromRest } from './rest-products';
import type { MarketQuery } from './market-query';
import { restQuery, runQueryPath } from './market-rest-query';

export { restQuery } from './market-rest-query';
export { fromRest, productsFromRest } from './rest-products';

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
