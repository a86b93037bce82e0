import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useAppStore } from '@/shared/store';
import { PageLoader } from '@/shared/ui/page-loader';
import { Header } from './header';

export function RootLayout() {
  const { t } = useTranslation();
  const online = useAppStore((s) => s.online);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
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
        // A plain box, not MUI's Alert: the banner is on every page's first download.
        <Box role="status" sx={{ px: 2, py: 1, bgcolor: '#fff4e5', color: '#663c00', fontSize: '0.875rem' }}>
          {t('common.offline')}
        </Box>
      )}
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
