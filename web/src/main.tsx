import './shared/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/register-service-worker';
import { screenReady } from './app/routes';
import { i18nReady } from './shared/i18n';

// Immediate for English; for a saved Hindi choice, after its strings arrive;
// on the market, once its screen's chunks (preloaded by index.html) have run.
// As a transition, React renders the first screen in slices that yield to the
// browser instead of one long task (phones with slow CPUs stay responsive).
void Promise.all([i18nReady, screenReady(location.pathname)]).then(() => {
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
