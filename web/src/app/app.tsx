import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect } from 'react';
import { Toaster } from 'react-hot-toast';
import { RouterProvider } from 'react-router-dom';
import { startSessionSync } from '@/shared/session';
import { useAppStore } from '@/shared/store';
import { router } from './routes';
import { theme } from './theme';

export function App() {
  useEffect(() => startSessionSync(), []);
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
