import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { visitorWithoutAuth } from '@/shared/session-hint';
import { useAppStore } from '@/shared/store';
import { lazyPart } from '@/shared/ui/lazy-part';
import { AppRoutes } from './routes';

// Toasts need react-hot-toast and its CSS-in-JS; a first visit to the landing page shows none,
// so the toaster loads with the first toast (shared/notify.ts, which draws a toast plainly when
// that download fails) and is mounted once it has loaded.
const AppToaster = lazyPart(() => import('@/shared/ui/toaster'));

function ToasterSlot() {
  const raised = useAppStore((s) => s.toastsRaised);
  return raised > 0 ? <AppToaster /> : null;
}

export function App() {
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
    // No ThemeProvider: the app's theme is MUI's default (build/mui-default-theme.ts).
    <>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <ToasterSlot />
    </>
  );
}
