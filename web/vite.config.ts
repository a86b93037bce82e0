import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerPrecache } from './build/service-worker-plugin';

export default defineConfig({
  plugins: [react(), serviceWorkerPrecache()],
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
  },
});
