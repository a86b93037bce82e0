/**
 * Installs the service worker (src/sw.ts, built to /sw.js) in production builds, after
 * the page has loaded so precaching never competes with the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('service worker not installed', error);
    });
  };
  // The app starts a few tasks after its entry script (main.tsx loads it in parts), so
  // the load event has often fired already; a listener added then would never run.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
