import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#2e7d32' },
    secondary: { main: '#8d6e00' },
    success: { main: '#1b5e20' },
    error: { main: '#c62828' },
    background: { default: '#f7f9f4' },
  },
  shape: { borderRadius: 10 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCssBaseline: {
      styleOverrides: {
        // Text for screen readers only (e.g. "opens in a new tab").
        '.visually-hidden': {
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        },
      },
    },
  },
});
