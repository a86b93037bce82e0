// The emulator suite the tests run on, started in the background (so `npm test`
// can start it while lint and the type checks run) and stopped with one SIGINT.
import { spawn } from 'node:child_process';
import { splitEmulatorOutput } from './emulator-log.mjs';
import { emulatorEnv, FIREBASE_BIN, PROJECT_ID, ROOT } from './emulators.mjs';

const READY_LINE = 'All emulators ready';
const READY_TIMEOUT_MS = 240_000;

// The functions reach Gemini and the weather provider through local stand-ins
// (tests/helpers/stand-ins.ts) with test-only keys; `npm start` sets none of
// these, so there the features say they are not configured until real keys exist.
export const TEST_FUNCTION_ENV = {
  KH_TESTING: '1',
  // Pushes of one burst coalesce over 2 s instead of a minute (notifications/push-to-person.ts).
  KH_PUSH_WINDOW_MS: '2000',
  GEMINI_API_KEY: 'test-only-gemini-key',
  GEMINI_BASE_URL: 'http://127.0.0.1:9911',
  GEMINI_TIMEOUT_MS: '3000',
  WEATHER_API_KEY: 'test-only-weather-key',
  WEATHER_BASE_URL: 'http://127.0.0.1:9912',
  WEATHER_TIMEOUT_MS: '3000',
  MANDI_API_KEY: 'test-only-mandi-key',
  MANDI_BASE_URL: 'http://127.0.0.1:9913',
  MANDI_TIMEOUT_MS: '3000',
};

/** What `firebase emulators:exec` would give the command it runs (firebase-tools' env.js). */
export const CLIENT_ENV = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_FIRESTORE_EMULATOR_ADDRESS: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIREBASE_EMULATOR_HUB: '127.0.0.1:4400',
  GCLOUD_PROJECT: PROJECT_ID,
  // The test processes' Admin SDK would look for a Google Cloud metadata server (emulators.mjs).
  METADATA_SERVER_DETECTION: 'none',
};

/**
 * Starts auth, firestore, functions and hosting (from the export `importFrom`,
 * and exporting into `exportOnExit` when stopped, when given). Returns { ready (resolves once
 * all answer), stop() (resolves with the exit code), output() (the lines a person
 * would need if it fails), log (the whole output's file) }.
 */
export function startEmulators(logName, { importFrom, exportOnExit } = {}) {
  const data = [...(importFrom ? ['--import', importFrom] : []), ...(exportOnExit ? ['--export-on-exit', exportOnExit] : [])];
  const child = spawn(
    FIREBASE_BIN,
    ['emulators:start', '--only', 'auth,firestore,functions,hosting', '--project', PROJECT_ID, ...data],
    { cwd: ROOT, env: emulatorEnv(TEST_FUNCTION_ENV), detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines = [];
  let onReady;
  const sawReady = new Promise((resolve) => (onReady = resolve));
  const collect = (line) => {
    lines.push(line);
    if (line.includes(READY_LINE)) onReady();
  };
  const log = splitEmulatorOutput(child.stdout, logName, collect);
  const errors = splitEmulatorOutput(child.stderr, `${logName.replace(/\.log$/, '')}-stderr.log`, collect);
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  const ready = Promise.race([
    sawReady,
    exited.then((code) => Promise.reject(new Error(`the emulators exited (${code}) before they were ready`))),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`the emulators were not ready in ${READY_TIMEOUT_MS / 1000} s`)), READY_TIMEOUT_MS).unref(),
    ),
  ]);
  ready.catch(() => {}); // a caller that never awaits it must not crash the process
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // already gone
      }
      const code = await exited;
      await Promise.all([log.done, errors.done]);
      return code;
    })();
    return stopping;
  };
  // If this process ends any other way, the emulators must not outlive it.
  process.on('exit', () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });
  return { ready, stop, output: () => lines.join('\n'), log: log.path, noise: () => log.lines() + errors.lines() };
}
