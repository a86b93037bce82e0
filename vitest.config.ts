import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TriggerSwitchFirst } from './tests/trigger-switch-first.ts';

export default defineConfig({
  test: {
    // Files that switch the emulator's triggers off and on run first (tests/trigger-switch-first.ts).
    sequence: { sequencer: TriggerSwitchFirst },
    // The three emulator projects run one after another: emulator, e2e (their
    // groupOrder), then rules. Side by side measured slower on a 2-core machine
    // (both cores are already busy with Chromium, the emulators and the functions).
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
          exclude: ['tests/rules/**', 'tests/e2e/**'],
          environment: 'node',
          fileParallelism: false,
          // First of the three: its trigger switches (tests/trigger-switch-first.ts) stop the
          // function workers, so they come before the browser specs start theirs. (Vitest runs
          // the groups in this order, then any project without one, as the rules specs.)
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The browser specs, on the same emulators, one at a time.
        // They share one test process (isolate: false): each file still runs afresh,
        // but Playwright and the Firebase SDK are loaded once instead of once per file
        // (about a second of CPU each). Their helpers keep no state past a file's
        // afterAll (tests/helpers/e2e.ts closes the browser, the clients, the admin app).
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          fileParallelism: false,
          isolate: false,
          sequence: { groupOrder: 2 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The security-rules specs touch only Firestore, on a project id of their
        // own (tests/rules/setup.ts); one file at a time, after the two projects above.
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
