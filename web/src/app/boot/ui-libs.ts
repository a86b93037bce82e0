// MUI and emotion as the screens that draw them share them (build/chunks.ts puts
// them, and this module, in the `ui` chunk): routes.tsx evaluates this in a task of
// its own before such a screen's first render, so that the screen's evaluation is
// only the screen. The theme comes with MUI (build/mui-default-theme.ts).
import '@mui/material/Button';
import '@mui/material/Typography';
import '@mui/material/Box';
import '@mui/material/Stack';
import '@mui/material/Paper';
import '@mui/material/Container';
