/// <reference lib="webworker" />
// The market's page (/marketplace: the marketPage function's HTML with its first cards in it),
// kept by the service worker (sw.ts) for a returning phone. On a weak signal the network's
// answer took over a second (the link's round trips, then the HTML), longer than the whole app
// from the phone. So once the market has been seen, its last page is kept here: when the
// network has not answered within a head start, that copy shows, its cards replaced by the live
// ones as the app's listener confirms them (market/hooks/use-market-feed.ts), and the network's
// answer, when it comes, is kept for the next visit.

export const MARKET_PATH = '/marketplace';
/** One cache per version of the app (its index.html's revision): a kept page names its version's chunks. */
const PREFIX = 'kh-market-page-';
let cacheName = `${PREFIX}unversioned`;

/** Names this worker's version; call once, before any other function here. */
export function setMarketPageVersion(version: string): void {
  cacheName = PREFIX + version;
}
/**
 * How long the network has to answer before the kept page shows. Offline, a fetch fails
 * well within it, and the precached shell shows as before (the app then says what is saved
 * on the phone); a good connection answers within it, with the freshest cards.
 */
const HEAD_START_MS = 200;
/** A page kept longer than this is not shown: the network's answer is awaited, as on a first visit. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVED_AT = 'x-kh-saved-at';

async function save(response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, String(Date.now()));
  const body = await response.blob();
  const cache = await caches.open(cacheName);
  await cache.put(MARKET_PATH, new Response(body, { status: 200, statusText: 'OK', headers }));
}

/**
 * Keeps a copy of the network's market page, when it is one with its first cards: the
 * function marks only those for the CDN (`s-maxage`); a fallback without cards, or an
 * error page, is never kept. Call it before the page reads the response (it clones it).
 */
export function keepMarketPage(response: Response): Promise<void> {
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (response.status !== 200 || !cacheControl.includes('s-maxage=')) return Promise.resolve();
  return save(response.clone()).catch(() => undefined);
}

/**
 * The kept market page, if there is one young enough and the network has neither
 * answered nor failed within the head start; otherwise undefined (the caller then
 * uses the network's answer, or the shell when it failed).
 */
export async function savedMarketPage(network: Promise<Response>): Promise<Response | undefined> {
  const saved = await caches.match(MARKET_PATH, { cacheName });
  if (!saved) return undefined;
  const savedAt = Number(saved.headers.get(SAVED_AT));
  if (!(Date.now() - savedAt < MAX_AGE_MS)) return undefined;
  const late = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), HEAD_START_MS));
  const settled = network.then(
    () => 'answered' as const,
    () => 'failed' as const,
  );
  return (await Promise.race([settled, late])) === 'late' ? saved : undefined;
}

/** Drops pages kept by other versions of the app (they name those versions' chunks). */
export async function forgetOtherMarketPages(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== cacheName).map((n) => caches.delete(n)));
}

/**
 * Keeps the market's page when a window shows it as this worker installs (a first
 * visit, whose page came before the worker did), so the next visit finds it. One fetch
 * of the page (about 10 KB compressed), only for a phone that opened the market.
 */
export async function keepOpenMarketPage(clients: Clients): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (!windows.some((c) => new URL(c.url).pathname === MARKET_PATH)) return;
  const response = await fetch(MARKET_PATH).catch(() => null);
  if (response) await keepMarketPage(response);
}
