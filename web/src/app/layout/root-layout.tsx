import Alert from '@mui/material/Alert';
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
      <Header />
      {!online && (
        <Alert severity="warning" variant="filled" sx={{ borderRadius: 0, py: 0 }} role="status">
          {t('common.offline')}
        </Alert>
      )}
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
