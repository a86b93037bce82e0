import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const MUI_ESM = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'esm');
const CREATE_THEME = join(MUI_ESM, 'styles/createTheme.js');
const OPTIONS = fileURLToPath(new URL('../src/app/theme.ts', import.meta.url));
const THEME_ID = '\0kh-mui-theme';
/** Where MUI's own modules import their default theme (`styles/styled`, `useTheme`, `GlobalStyles`...). */
const DEFAULT_THEME_IMPORT = /(^|\/)defaultTheme\.js$/;
/** Box makes a default theme of its own. */
const BOX = join(MUI_ESM, 'Box/Box.js');
const BOX_THEME = 'const defaultTheme = createTheme();';

/**
 * The app's theme is MUI's default theme: where MUI's modules take their default
 * theme, they get one made from `src/app/theme.ts`'s options. MUI's components fall
 * back to that theme when no ThemeProvider is above them, so the app needs none.
 * A ThemeProvider at the root made every screen evaluate MUI, emotion and the theme
 * before its first commit (57-104 ms of one task on the cheap phone), though the
 * landing page, the market and the header draw plain elements; a provider added
 * later would remount the whole tree. Now MUI loads with the first part that draws
 * it, already themed. Component `defaultProps` in a theme are not applied this way
 * (MUI reads them from the provider's context): the theme uses `styleOverrides`.
 * The build fails if MUI changes where these imports are.
 */
export function muiDefaultTheme(): Plugin {
  let redirected = 0;
  let boxPatched = false;
  return {
    name: 'kh-mui-default-theme',
    enforce: 'pre',
    buildStart() {
      redirected = 0;
      boxPatched = false;
    },
    resolveId(source, importer) {
      if (source === THEME_ID) return THEME_ID;
      if (!importer?.startsWith(MUI_ESM) || !DEFAULT_THEME_IMPORT.test(source)) return null;
      redirected++;
      return THEME_ID;
    },
    load(id) {
      if (id !== THEME_ID) return null;
      return (
        `import createTheme from ${JSON.stringify(CREATE_THEME)};\n` +
        `import { themeOptions } from ${JSON.stringify(OPTIONS)};\n` +
        `export default createTheme(themeOptions);\n`
      );
    },
    transform(code, id) {
      if (id !== BOX) return null;
      if (!code.includes(BOX_THEME)) this.error(`${BOX} no longer has "${BOX_THEME}": see build/mui-default-theme.ts`);
      boxPatched = true;
      return code.replace(BOX_THEME, `import defaultTheme from ${JSON.stringify(THEME_ID)};`);
    },
    buildEnd() {
      // Only a build that includes MUI can check (the service worker's has none).
      if (redirected > 0 && !boxPatched) this.error('MUI default theme: Box was not given the app theme');
    },
  };
}
