import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { visitorWithoutAuth } from '@/shared/session-hint';
import { useAppStore } from '@/shared/store';
import { AppRoutes } from './routes';
import { theme } from './theme';

// Toasts need react-hot-toast and its CSS-in-JS; a first visit to the landing
// page shows none, so they load only once a screen that can toast appears.
// Without a network and before the service worker has cached it, no toasts
// rather than a broken app.
const AppToaster = lazy<ComponentType>(() => import('./toaster').catch(() => ({ default: () => null })));

// MUI's own ThemeProvider also bundles the CSS-variables provider (color
// schemes) that this theme does not use; for a theme without CSS variables it
// hands the theme, with `vars: null`, to this system provider, so we do too.
const providedTheme = { ...theme, vars: null };

export function App() {
  const toasterWanted = useAppStore((s) => s.toasterWanted);
  useEffect(() => {
    // A first-time visitor on the landing page or the market needs no Firebase
    // Auth (getAuth alone is 100-125 ms of main thread on a slow phone); everyone
    // with a session hint, and any other page, loads the session module (off the
    // market a hinted person's is loaded already, by screenReady in routes.tsx). On the
    // market a visitor's Auth loads at their first tap or key (a 'Request to Buy'
    // then waits for it), never on a timer that would land inside the page's load.
    const path = location.pathname;
    if (!visitorWithoutAuth(path)) {
      void import('@/shared/session');
      return;
    }
    // The store started this visitor signed out (shared/store).
    if (path === '/') return;
    const events = ['pointerdown', 'keydown'] as const;
    const load = () => {
      events.forEach((e) => window.removeEventListener(e, load, true));
      void import('@/shared/session');
    };
    events.forEach((e) => window.addEventListener(e, load, { capture: true, passive: true }));
    return () => events.forEach((e) => window.removeEventListener(e, load, true));
  }, []);
  useEffect(() => {
    const setOnline = useAppStore.getState().setOnline;
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return (
    <ThemeProvider theme={providedTheme}>
      <CssBaseline />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {toasterWanted && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
