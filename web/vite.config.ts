import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type LogLevel, type Plugin } from 'vite';
import { FIRST_SCREEN_PARTS, firstScreenChunk } from './build/chunks.ts';
import { COMPILE_HINT, compileHints } from './build/compile-hints.ts';
import { contentSecurityPolicyPlugin } from './build/content-security-policy.ts';
import { firstPaint } from './build/first-paint.ts';
import { muiDefaultTheme } from './build/mui-default-theme.ts';
import { LANDING_CLASS, landingFirstPaint } from './build/landing-first-paint.ts';
import { routePreload } from './build/route-preload.ts';
import { PLAIN_SCREENS } from './src/app/plain-screens.ts';
import { VitePWA } from 'vite-plugin-pwa';
import { DEFAULT_PAGE } from './src/features/market/api/market-default.ts';
import { restQuery } from './src/features/market/api/market-rest-query.ts';
import { kmAwayEn, kmAwayHi } from './src/features/market/distance-strings.ts';
import { mandiEn, mandiHi } from './src/features/market/mandi-strings.ts';
import REGION from '../functions/src/shared/region.json' with { type: 'json' };
import { en } from './src/shared/i18n/en.ts';
import { hi } from './src/shared/i18n/hi.ts';
import { SCHEMES } from './src/features/landing/data.ts';
import { en as landingEn } from './src/features/landing/strings-en.ts';
import { hi as landingHi } from './src/features/landing/strings-hi.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const ALIAS = {
  // re2js (~46 KB gzip) backs only Firestore's pipeline regex functions, which
  // this app never calls; firebase >= 12.15 imports it statically. See
  // docs/architecture.md, "Firestore in a Web Worker", for the decision.
  re2js: fileURLToPath(new URL('./build/re2js-stub.ts', import.meta.url)),
  // Domain code shared with Cloud Functions lives under functions/ so that
  // `firebase deploy` of functions/ keeps working; the web app reads it here.
  '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};
// React Router publishes a production build beside its development one, but its
// package exports only the development build, whose warnings (and the checks
// behind them) then ship and run (remix-run/react-router#14102). A build takes
// the production files.
const ROUTER_DIST = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(ROUTER_DIST, 'dom-export.mjs') },
];
const LANDING = PLAIN_SCREENS['/'];
const MARKET = PLAIN_SCREENS['/marketplace'];
// The screens drawn without MUI (src/app/plain-screens.ts): the build fails if one imports it.
const firstScreen = firstScreenChunk(root, LANDING, Object.values(PLAIN_SCREENS));
// The service worker (src/sw.ts, Workbox) gets the list of every built file with a revision each,
// so a deploy downloads only what changed (docs/architecture.md, Service worker). The app
// registers it itself (app/register-service-worker.ts) and keeps its own web manifest.
// vite-plugin-pwa 2.0 asks for that build as one file with `inlineDynamicImports: true`,
// which rolldown deprecates (vite-pwa/vite-plugin-pwa#912): the same request under its new name.
const serviceWorkerInOneFile: Plugin = {
  name: 'kh-service-worker-in-one-file',
  outputOptions({ inlineDynamicImports, ...output }) {
    return inlineDynamicImports ? { ...output, codeSplitting: false } : null;
  },
};
// vite-plugin-pwa builds the service worker at Vite's default logging, whatever level the app's
// build runs at; it follows the app's, so a quiet build (the bench's, at 'warn') stays quiet.
let appLogLevel: LogLevel | undefined;
const followLogLevel: Plugin = {
  name: 'kh-follow-log-level',
  configResolved(config) {
    appLogLevel = config.logLevel;
  },
};
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*'],
    globIgnores: ['sw.js', '**/*.map'],
    // Hashed names are their own revision.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    buildPlugins: { vite: [serviceWorkerInOneFile] },
  },
  integration: {
    configureCustomSWViteBuild(config) {
      config.logLevel = appLogLevel;
    },
  },
});

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  // The budgeted pages (docs/architecture.md, Performance budgets).
  const preload = routePreload(
    root,
    {
      '/': [LANDING],
      // Not the data worker: it loads once the first products have painted.
      '/marketplace': [MARKET],
    },
    // The market's first page (default view) is requested by index.html itself.
    {
      path: '/marketplace',
      body: restQuery(DEFAULT_PAGE),
      projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-krishihaat',
      apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
    },
    FIRST_SCREEN_PARTS,
    // Where index.html paints `/`'s first screen itself, the chunks wait for that paint.
    LANDING_CLASS,
  );
  // On /marketplace, the first cards drawn as plain HTML from that request's answer.
  const paint = firstPaint(root, {
    entry: 'src/features/market/first-paint/paint-first-cards.ts',
    // The app's frame and controls first, then the market's (which refine them).
    css: [
      'src/shared/ui/frame.css',
      'src/shared/ui/fields.css',
      'src/features/market/first-paint/market-card.css',
      'src/features/market/components/market-page.css',
      'src/features/landing/components/landing-page.css',
    ],
    define: {
      KH_CARD_STRINGS: Object.fromEntries(
        Object.entries({ en, hi }).map(([lang, t]) => [
          lang,
          {
            perKg: t.market.perKg,
            available: t.market.available,
            location: t.market.location,
            requestToBuy: t.market.requestToBuy,
            mandi: (lang === 'hi' ? mandiHi : mandiEn).line,
            mandiOld: (lang === 'hi' ? mandiHi : mandiEn).old,
            kmAway: lang === 'hi' ? kmAwayHi : kmAwayEn,
          },
        ]),
      ),
    },
    alias: ALIAS,
  });
  // On /, the first screen as plain HTML, painted before any JavaScript has run.
  const first = SCHEMES[0];
  const landing = landingFirstPaint({
    en: { ...landingEn, scheme: { ...landingEn.schemes[first.id], link: first.link } },
    hi: { ...landingHi, scheme: { ...landingHi.schemes[first.id], link: first.link } },
  });
  return {
    // The CSP plugin stays last: it hashes the inline scripts the others wrote.
    plugins: [
      followLogLevel,
      muiDefaultTheme(),
      react(),
      serviceWorker,
      firstScreen.plugin,
      preload,
      paint,
      landing,
      compileHints(),
      contentSecurityPolicyPlugin(REGION),
    ],
    // The data worker (src/data-worker.ts, every Firestore query) is a module worker.
    worker: { format: 'es' },
    // `vite` (dev) bundles MUI ahead of time: the app's theme goes in there too.
    optimizeDeps: { rolldownOptions: { plugins: [muiDefaultTheme()] } },
    resolve: {
      alias: [
        ...(mode === 'production' ? ROUTER_PRODUCTION : []),
        ...Object.entries(ALIAS).map(([find, replacement]) => ({ find, replacement })),
      ],
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      // A lazy chunk's import() preloads its stylesheets only, not its JavaScript imports. Each
      // modulepreload link Vite's helper adds starts a fetch on the main thread, all in the task
      // that asked for the screen: on a signed-in screen 40-50 links, 100-270 ms of one long task
      // on the cheap phone (performance-history, 28 Nov). The browser fetches those imports itself
      // as it loads the chunk (from the service worker's cache once the app is installed), and the
      // route script still preloads `/`'s and `/marketplace`'s chunks from the HTML. The core
      // chunk also no longer lists every lazy chunk's imports (2 KB less gzip on `/`).
      modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')) },
      rolldownOptions: {
        output: {
          codeSplitting: firstScreen.codeSplitting,
          // Seven hash characters, not eight (the fewest Rolldown allows for this many
          // chunks): `/`'s core chunk lists every lazy chunk's name (for its preloads),
          // and random characters do not compress.
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
          postBanner: COMPILE_HINT,
        },
      },
    },
  };
});
