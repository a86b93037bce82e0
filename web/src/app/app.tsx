import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router-dom';
import { hadSession } from '@/shared/session-hint';
import { useAppStore } from '@/shared/store';
import { router } from './routes';
import { theme } from './theme';

export function App() {
  useEffect(() => {
    // A first-time visitor on the landing page needs no Firebase Auth download;
    // everyone else (and any page that signs in) loads the session module.
    if (hadSession() || location.pathname !== '/') void import('@/shared/session');
    else useAppStore.getState().clearSession();
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
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
      <Toaster position="top-center" gutter={8} containerStyle={{ inset: 16 }} />
    </ThemeProvider>
  );
}
