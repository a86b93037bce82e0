import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine,
    // which would run the emulator and rules projects below one after the other.
    maxWorkers: Math.max(availableParallelism(), 2),
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
        // Run against the emulators (scripts/lib/emulator-tests.mjs). Files run one
        // at a time: they share the demo-krishihaat project and clear its data.
        test: {
          name: 'emulator',
          include: ['tests/**/*.spec.ts'],
          exclude: ['tests/rules/**'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The security-rules specs touch only Firestore, on a project id of their
        // own (tests/rules/setup.ts), so they run beside the files above (vitest
        // runs projects side by side), one file at a time among themselves.
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.spec.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
