import { createTheme } from '@mui/material/styles';

/** Near-black: over 4:1 against the green header and over 15:1 against white. */
const FOCUS_RING = '#1a1a1a';

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
    MuiCssBaseline: {
      styleOverrides: {
        // Links and other focusable elements that are not MUI buttons.
        'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': {
          outline: `3px solid ${FOCUS_RING}`,
          outlineOffset: 2,
        },
        // 'Skip to content': the first Tab stop of every page, visible only when focused.
        '.skip-link': {
          position: 'absolute',
          left: 8,
          top: -64,
          zIndex: 2000,
          padding: '8px 16px',
          background: '#fff',
          color: '#1b5e20',
          fontWeight: 700,
          borderRadius: 4,
        },
        '.skip-link:focus': { top: 8 },
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
