import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenChunk } from './build/chunks';
import { routePreload } from './build/route-preload';

const root = fileURLToPath(new URL('.', import.meta.url));
const LANDING = 'src/features/landing/components/landing-page.tsx';
const firstScreen = firstScreenChunk(root, LANDING);
// The budgeted pages (docs/architecture.md, Performance budgets).
const preload = routePreload(root, {
  '/': [LANDING],
  // Not its Firestore-backed api too: measured, that delayed the skeleton's first
  // paint (sharing the slow link with the core chunk) and did not bring the
  // products sooner.
  '/marketplace': ['src/features/market/components/market-page.tsx'],
});

// The service worker (src/sw.ts, Workbox) gets the list of every built file with a revision each,
// so a deploy downloads only what changed (docs/architecture.md, Service worker). The app
// registers it itself (app/register-service-worker.ts) and keeps its own web manifest.
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
  },
});

export default defineConfig({
  plugins: [react(), serviceWorker, firstScreen.plugin, preload],
  resolve: {
    alias: {
      // Domain code shared with Cloud Functions lives under functions/ so that
      // `firebase deploy` of functions/ keeps working; the web app reads it here.
      '@shared': fileURLToPath(new URL('../functions/src/shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: firstScreen.codeSplitting } },
  },
});
