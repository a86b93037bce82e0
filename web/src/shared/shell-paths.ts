// Which navigations the service worker (src/sw.ts) answers with the precached index.html at once.

/**
 * True for a path the service worker asks the network for first: one that Hosting answers
 * from a function (firebase.json's rewrites: the market's first page, photos) or from a file.
 * Every other path is a screen of the app, which Hosting serves as index.html.
 */
export function asksNetworkFirst(path: string): boolean {
  return path === '/marketplace' || path.startsWith('/photos/') || /\.[a-z0-9]+$/i.test(path);
}
