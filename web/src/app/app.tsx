import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { Toaster, type ToasterProps } from 'react-hot-toast';
import { RouterProvider } from 'react-router-dom';
import { hadSession } from '@/shared/session-hint';
import { useAppStore } from '@/shared/store';
import { router } from './routes';
import { theme } from './theme';

// The spec's toast timings: 4 s for plain and error toasts, 2 s for success,
// loading toasts until replaced. react-hot-toast keeps at most 20 toasts and
// removes one 1 s after it is dismissed (its TOAST_LIMIT and removeDelay).
const TOAST_OPTIONS: ToasterProps['toastOptions'] = {
  duration: 4000,
  removeDelay: 1000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};

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
      <Toaster position="top-center" gutter={8} containerStyle={{ inset: 16 }} toastOptions={TOAST_OPTIONS} />
    </ThemeProvider>
  );
}
