import { describe, expect, it } from 'vitest';
import { isNoise } from './emulator-log.mjs';

// Lines as the emulators print them (copied from a bench run and a test run).
describe('isNoise', () => {
  it('sends the emulators chatter to the log file', () => {
    for (const line of [
      '{"severity":"DEBUG","message":"Callable request verification passed"}',
      'i  functions[asia-south1-pruneNotifications]: function ignored because the pubsub emulator does not exist or is not running.',
      '⚠  functions: Your requested "node" version "22" doesn\'t match your global version "20". Using node@20 from host.',
      '⬢  emulators: firebase-tools will drop support for Java version < 21 soon in firebase-tools@15. Please install a JDK at version 21 or above to get a compatible runtime.',
      '⚠  emulators: firebase-tools will drop support for Java version < 21 soon in firebase-tools@15. Please install a JDK at version 21 or above to get a compatible runtime.',
      'i  emulators: Detected demo project ID "demo-krishihaat", emulated services will use a demo configuration and attempts to access non-emulated services for this project will fail.',
      'i  functions: Watching "/work/main/functions" for Cloud Functions...',
      'i  firestore: Firestore Emulator logging to firestore-debug.log',
      '✔  firestore: Firestore Emulator UI websocket is running on 9150.',
      'i  hosting[demo-krishihaat]: Serving hosting files from: web/dist',
      'i  functions: Stopping Functions Emulator',
      'i  functions: Waiting for all functions to finish...',
      'i  hub: Stopping emulator hub',
      'i  auth: Stopping Authentication Emulator',
      'i  emulators: Disabling Cloud Functions triggers, non-HTTP functions will not execute.',
      'i  functions[onProductChanged]: function temporarily disabled.',
      'i  emulators: Enabling Cloud Functions triggers, non-HTTP functions will execute.',
      '⚠  emulators: The Emulator UI is not starting because none of the running emulators have a UI component.',
      'Issues? Report them at https://github.com/firebase/firebase-tools/issues and attach the *-debug.log files.',
      '[hosting] Rewriting /marketplace to http://127.0.0.1:5001/demo-krishihaat/asia-south1/marketPage for local Function asia-south1/marketPage',
    ]) {
      expect(isNoise(line), line).toBe(true);
    }
  });

  it('keeps progress, the server address and failures on the terminal', () => {
    for (const line of [
      'i  emulators: Starting emulators: auth, functions, firestore, hosting',
      '✔  hosting[demo-krishihaat]: Local server: http://127.0.0.1:5000',
      '│ ✔  All emulators ready! It is now safe to connect your app. │',
      '│ Hosting        │ 127.0.0.1:5000 │',
      'i  emulators: Shutting down emulators.',
      'i  Running script: node scripts/bench/run.mjs',
      '⚠  Script exited unsuccessfully (code 1)',
      '⚠  functions: Error: ORDER_ID_KEY is not set',
      '{"severity":"ERROR","message":"placeBuyRequest failed"}',
    ]) {
      expect(isNoise(line), line).toBe(false);
    }
  });
});
