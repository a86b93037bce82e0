/// <reference lib="webworker" />
// Krishi Haat service worker (Workbox; built by vite-plugin-pwa in injectManifest mode, which
// writes the precache list below into dist/sw.js). It opens the app without a network.
//
// - Precache: index.html and every built file, each with a revision (a content hash; the
//   hashed /assets/* names are their own revision). A new deploy downloads only the entries
//   whose revision changed; the rest stay cached (the old hand-written worker re-fetched every
//   file into a new cache on each deploy, which costs farmers on metered data).
// - Navigations: every route whose page Hosting serves as index.html gets the precached shell at
//   once: the same file, from the phone (on a weak signal the network's copy took over a second).
//   A deploy reaches people as the new worker takes over. /marketplace (the marketPage function's
//   HTML, its first cards in it) and /photos/ go to the network first, with the precached shell
//   when offline or when the network takes longer than 3 s. The market's page once seen on this
//   phone is kept: when the network has not answered within a short head start, that copy shows
//   (its cards, then the live ones), and the network's answer is kept for the next visit.
// - /assets/* not in the precache: cache first (their names change with their content).
// - Other files of this site (icons, images, manifest) not in the precache: the cached copy at
//   once, refreshed in the background.
// - Never touches requests to other origins (Firestore, Functions, Auth: the Firestore SDK keeps
//   its own offline cache), non-GET requests, or /__/, /api/ and /sw.js.
// - Web Push: shows the order news the functions push (even with every tab closed); a tap
//   opens or focuses the app on that order. Only paths of this app are ever opened.
import notificationIcon from '../public/icons/icon-192.png?inline';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { appPath, readPushPayload } from './shared/push/push-payload';
import { asksNetworkFirst } from './shared/shell-paths';
import {
  MARKET_PATH,
  forgetOtherMarketPages,
  keepMarketPage,
  keepOpenMarketPage,
  savedMarketPage,
  setMarketPageVersion,
} from './shared/market-page-cache';

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
// '/' included, goes through the navigation route below.
// The build writes the list in place of this one reference (the only one it replaces).
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false });
// index.html's revision changes with every build that changes any chunk (it names them all).
const shellEntry = manifest.find((e) => typeof e !== 'string' && e.url === 'index.html');
setMarketPageVersion((typeof shellEntry === 'object' && shellEntry.revision) || 'unversioned');
cleanupOutdatedCaches();

// No skipWaiting(): a new version takes over once every tab of the old one is closed, so an
// open tab never loses the lazily loaded screens it was built with. Once active, it controls
// the open pages at once (as the hand-written worker did).
clientsClaim();
self.addEventListener('activate', (event) => {
  // The hand-written worker's caches (kh-app-<version>) are of no use to this one, nor the market
  // pages kept by earlier versions.
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('kh-app-')).map((n) => caches.delete(n))))
      .then(() => forgetOtherMarketPages()),
  );
});
// A market open as this version installs (a first visit) is kept with its precache.
self.addEventListener('install', (event) => event.waitUntil(keepOpenMarketPage(self.clients).catch(() => undefined)));

// The precached index.html always matches the precached chunks, so a start from it never asks
// for a chunk this worker does not hold. For a function's page: whichever answers first, the
// network, or the precached shell once the timeout passes (or at once when the network fails).
// The market's page once seen comes from the phone if the network has not answered within a
// head start (market-page-cache.ts).
registerRoute(
  new NavigationRoute(
    async ({ request, url, event }) => {
      if (!asksNetworkFirst(url.pathname)) {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
      }
      const market = url.pathname === MARKET_PATH;
      const network = fetch(request);
      network.catch(() => undefined);
      // Registered before anything reads the answer, so the copy can still be made; the worker
      // stays alive until it is kept, even when the kept page has already answered.
      if (market) (event as ExtendableEvent).waitUntil(network.then(keepMarketPage, () => undefined));
      const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS));
      try {
        const saved = market ? await savedMarketPage(network) : undefined;
        if (saved) return saved;
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
// Product photos never change at their URL (/photos/{id} hashes the bytes), so a photo seen once
// shows offline and is never fetched again; the newest 200 (a few MB of thumbnails) are kept.
registerRoute(
  ({ url, request }) => request.method === 'GET' && ours(url) && url.pathname.startsWith('/photos/'),
  new CacheFirst({
    cacheName: 'kh-photos',
    plugins: [ok(), new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && ours(url) && request.mode !== 'navigate',
  new StaleWhileRevalidate({ cacheName: 'kh-files', plugins: [ok()] }),
);

// Web Push. The payload is JSON (@shared/push PushPayload); readPushPayload gives plain words
// when it cannot be read, since a push that shows nothing makes the browser show its own
// "updated in the background" notice. `renotify`: a later push with the same tag (a burst of
// requests becomes "10 new buy requests") replaces the earlier one and still alerts. No
// `badge`: the existing icons are opaque squares, which Android would draw as a white blot; it
// uses the browser's own badge until a monochrome one with transparency is drawn.
// The icon is inside this file (a data: URL, 1.4 KB): Chromium shows a notification only once its
// icon has loaded, waiting up to 90 s for the fetch (Blink's NotificationResourcesLoader), so a
// fetched icon would hold a push back on a weak signal, or lose the icon offline.
self.addEventListener('push', (event) => {
  const payload = readPushPayload(event.data?.text() ?? null, self.location.origin);
  const options: NotificationOptions & { renotify: boolean } = {
    body: payload.body,
    tag: payload.tag,
    renotify: true,
    data: { url: payload.url },
    icon: notificationIcon,
    lang: payload.lang,
  };
  event.waitUntil(self.registration.showNotification(payload.title, options));
});

// A tap: the app's open window goes to the order (focused first: a browser lets a worker focus
// a window only while it handles the tap), else a new window opens on it. The path is checked
// again here: a notification shown by an older worker carries data this one did not read.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const path = appPath(data?.url, self.location.origin) ?? '/notifications';
  event.waitUntil(openApp(new URL(path, self.location.origin).href));
});

async function openApp(target: string): Promise<void> {
  const windows = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (c) => new URL(c.url).origin === self.location.origin,
  );
  const client =
    windows.find((c) => c.url === target) ??
    windows.find((c) => c.focused) ??
    windows.find((c) => c.visibilityState === 'visible') ??
    windows[0];
  if (client) {
    await client.focus().catch(() => undefined);
    if (client.url === target) return;
    // WindowClient.navigate exists wherever Web Push does (Chrome 49, Firefox 50, Safari 16). It
    // loads the path as a new page, which the navigation route above serves (from the precache
    // when offline). It refuses a window this worker does not control (one opened before it
    // was installed): a new window opens instead.
    try {
      await client.navigate(target);
      return;
    } catch {
      // Not controlled by this worker.
    }
  }
  await self.clients.openWindow(target);
}
