/* global self, caches */
/* Krishi Haat service worker: opens the app without a network.
 *
 * - Precaches the app shell: index.html and every built file (the build writes
 *   the list below; see web/build/service-worker-plugin.ts).
 * - Navigations: network first, so people get the newest app when online; the
 *   cached shell when offline or when the network takes too long.
 * - /assets/*: cache first (their names change with their content).
 * - Other files of this site (icons, images, manifest): cached copy at once,
 *   refreshed in the background.
 * - Never touches requests to other origins (Firestore, Functions, Auth: the
 *   Firestore SDK keeps its own offline cache) or /__/ and /api/ paths.
 */
const BUILD = { version: 'dev', files: [] }; // filled in by the build

const CACHE = `kh-app-${BUILD.version}`;
const SHELL = '/index.html';
const NAVIGATION_TIMEOUT_MS = 3000;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL, ...BUILD.files])));
});

// No skipWaiting(): a new version takes over once every tab of the old one is
// closed, so an open tab never loses the lazily loaded screens it was built with.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('kh-app-') && n !== CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/__/') || url.pathname.startsWith('/api/') || url.pathname === '/sw.js') return;

  if (request.mode === 'navigate') event.respondWith(navigation(request, event));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else event.respondWith(staleWhileRevalidate(request, event));
});

async function navigation(request, event) {
  const cache = await caches.open(CACHE);
  const network = fetch(request).then((response) => {
    if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
      event.waitUntil(cache.put(SHELL, response.clone()));
    }
    return response;
  });
  // Whichever answers first: the network, or the shell once the timeout passes.
  const timeout = new Promise((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS));
  try {
    const first = await Promise.race([network, timeout.then(() => undefined)]);
    if (first) return first;
    const cached = await cache.match(SHELL);
    return cached || (await network);
  } catch {
    const cached = await cache.match(SHELL);
    if (cached) return cached;
    throw new Error('offline and no cached app shell');
  } finally {
    network.catch(() => undefined);
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request, event) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  const refresh = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}
