import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '@/shared/i18n';
import { nextTask } from '@/shared/next-paint';
import { App } from './app';
import { registerServiceWorker } from './register-service-worker';
import { screenReady } from './routes';

/**
 * The second part main.tsx evaluates (the `core` chunk: the app shell, router,
 * i18next). Renders once i18n is ready (immediate for English; for a saved Hindi
 * choice, after its strings arrive) and, on the market, once its screen's chunks
 * (preloaded by index.html) have run. As a transition, React renders the first
 * screen in slices that yield to the browser instead of one long task.
 */
export function start(): void {
  // The screen's chunks evaluate a task after this one (the core chunk's): one
  // task for both was a long task on a slow phone.
  const screen = nextTask().then(() => screenReady(location.pathname));
  void Promise.all([i18nReady, screen]).then(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
  registerServiceWorker();
}
