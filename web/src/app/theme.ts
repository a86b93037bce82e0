import type { ThemeOptions } from '@mui/material/styles';

/** Near-black: over 4:1 against the green header and over 15:1 against white. */
const FOCUS_RING = '#1a1a1a';

/**
 * The options of the app's MUI theme, which build/mui-default-theme.ts makes MUI's
 * default theme (no ThemeProvider). The page's baseline, the focus ring of links and
 * the skip link are plain CSS (shared/ui/frame.css), as the first screens draw no MUI.
 */
export const themeOptions: ThemeOptions = {
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
    // Flat contained buttons (MUI's `disableElevation`, which as a default prop would need a provider).
    MuiButton: {
      styleOverrides: {
        contained: {
          boxShadow: 'none',
          '&:hover, &:active': { boxShadow: 'none' },
          '&.Mui-focusVisible': { boxShadow: '0 0 0 2px #fff' },
        },
      },
    },
    // A clearly visible keyboard focus ring on every button, link-button, icon
    // button and list row: dark outline with a white halo, so it shows on the
    // green header and on white cards alike (MUI's default is a faint ripple).
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': {
            outline: `3px solid ${FOCUS_RING}`,
            outlineOffset: 2,
            boxShadow: '0 0 0 2px #fff',
          },
        },
      },
    },
  },
};
