import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useAppStore } from '@/shared/store';
import { PageLoader } from '@/shared/ui/page-loader';
import { Header } from './header';
import { ScreenBoundary } from './screen-boundary';

// The details behind the banner's line; without their chunk (offline before it
// was ever fetched) the line alone shows.
function OfflineLine() {
  const { t } = useTranslation();
  return <>{t('common.offline')}</>;
}
const loadDetails = () => import('./offline-banner').catch(() => ({ default: OfflineLine }));
const OfflineDetails = lazy(loadDetails);

export function RootLayout() {
  const { t } = useTranslation();
  const online = useAppStore((s) => s.online);
  // Fetched while the network is there, for the moment it is not. A page the service worker
  // controls has it in its cache already: fetching it ahead there only cost a task in the middle
  // of the screen's first seconds (16 ms at full speed, traced), where the first taps come.
  useEffect(() => {
    if (navigator.serviceWorker?.controller) return;
    const id = setTimeout(() => void loadDetails(), 3000);
    return () => clearTimeout(id);
  }, []);
  return (
    // Plain elements and shared/ui/frame.css, as the header: no styles built at run time.
    <div className="kh-app">
      {/* The first Tab stop: past the header's links straight to the page. Focus is
          moved by hand, since the router would otherwise treat #main as navigation. */}
      <a
        href="#main"
        className="skip-link"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      <Header />
      {!online && (
        // One line (a 360 px screen has no room for four); what is kept and sent opens on a tap.
        <div role="status" data-testid="offline-banner" className="kh-offline">
          <Suspense fallback={<OfflineLine />}>
            <OfflineDetails />
          </Suspense>
        </div>
      )}
      <main id="main" tabIndex={-1} className="kh-main">
        <ScreenBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ScreenBoundary>
      </main>
    </div>
  );
}
