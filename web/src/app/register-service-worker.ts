/**
 * Installs the service worker (src/sw.ts, built to /sw.js) in production builds, after
 * the page has loaded so precaching never competes with the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('service worker not installed', error);
    });
  });
}
