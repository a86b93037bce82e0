/// <reference lib="webworker" />
// Krishi Haat service worker (Workbox; built by vite-plugin-pwa in injectManifest mode, which
// writes the precache list below into dist/sw.js). It opens the app without a network.
//
// - Precache: index.html and every built file, each with a revision (a content hash; the
//   hashed /assets/* names are their own revision). A new deploy downloads only the entries
//   whose revision changed; the rest stay cached (the old hand-written worker re-fetched every
//   file into a new cache on each deploy, which costs farmers on metered data).
// - Navigations: network first, so people get the newest app when online; the precached shell
//   when offline or when the network takes longer than 3 s.
// - /assets/* not in the precache: cache first (their names change with their content).
// - Other files of this site (icons, images, manifest) not in the precache: the cached copy at
//   once, refreshed in the background.
// - Never touches requests to other origins (Firestore, Functions, Auth: the Firestore SDK keeps
//   its own offline cache), non-GET requests, or /__/, /api/ and /sw.js.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SHELL = '/index.html';
const NAVIGATION_TIMEOUT_MS = 3000;
const ok = () => new CacheableResponsePlugin({ statuses: [200] });
const ours = (url: URL) =>
  url.origin === self.location.origin &&
  !url.pathname.startsWith('/__/') &&
  !url.pathname.startsWith('/api/') &&
  url.pathname !== '/sw.js';

// '/' is not mapped to the precached index.html (Workbox's default), so every navigation,
// '/' included, goes through the network-first route below.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// No skipWaiting(): a new version takes over once every tab of the old one is closed, so an
// open tab never loses the lazily loaded screens it was built with. Once active, it controls
// the open pages at once (as the hand-written worker did).
clientsClaim();
self.addEventListener('activate', (event) => {
  // The hand-written worker's caches (kh-app-<version>) are of no use to this one.
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('kh-app-')).map((n) => caches.delete(n)))),
  );
});

// Whichever answers first: the network, or the precached shell once the timeout passes (or at
// once when the network fails). The shell from the network is not stored: the precached
// index.html always matches the precached chunks, so an offline start never asks for a chunk
// this worker does not hold.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      const network = fetch(request);
      network.catch(() => undefined);
      const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS));
      try {
        const first = await Promise.race([network, timeout]);
        if (first) return first;
        return (await matchPrecache(SHELL)) ?? (await network);
      } catch {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
        throw new Error('offline and no cached app shell');
      }
    },
    { denylist: [/^\/__\//, /^\/api\//] },
  ),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && ours(url) && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'kh-assets', plugins: [ok()] }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && ours(url) && request.mode !== 'navigate',
  new StaleWhileRevalidate({ cacheName: 'kh-files', plugins: [ok()] }),
);
