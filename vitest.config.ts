import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['functions/src/**/*.test.ts', 'web/src/**/*.test.ts'],
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
