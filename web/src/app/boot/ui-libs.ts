// The second part (the `ui` chunk): MUI and emotion as the first screen uses
// them, the theme included, so that the app part's evaluation is only the app.
import './../theme';
import '@mui/material/CssBaseline';
import '@mui/system/ThemeProvider';
