import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunk } from './build/chunks';
import { contentSecurityPolicyPlugin } from './build/content-security-policy';
import { routePreload } from './build/route-preload';
import { serviceWorkerPrecache } from './build/service-worker-plugin';
import { REGION } from '../functions/src/shared/region';

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

export default defineConfig({
  // The CSP plugin stays last: it hashes the inline scripts the others wrote.
  plugins: [react(), serviceWorkerPrecache(), firstScreen.plugin, preload, contentSecurityPolicyPlugin(REGION)],
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
