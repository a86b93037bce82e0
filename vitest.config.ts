import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Web code reads the shared domain through the same alias as web/vite.config.ts.
        resolve: { alias: { '@shared': fileURLToPath(new URL('functions/src/shared', import.meta.url)) } },
        test: {
          name: 'unit',
          include: [
            'functions/src/**/*.test.ts',
            'web/src/**/*.test.ts',
            'web/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Runs inside `firebase emulators:exec` (scripts/test-emulators.mjs).
        // Files run one at a time: they share one emulator and clear its data.
        test: {
          name: 'emulator',
          include: ['tests/**/*.spec.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
