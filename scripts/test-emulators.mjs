// Runs the emulator test suites (functions, rules, end-to-end) inside
// `firebase emulators:exec`, which starts auth, firestore, functions and hosting,
// runs the command, and stops them all whatever the outcome.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { splitEmulatorOutput } from './lib/emulator-log.mjs';
import { emulatorEnv, FIREBASE_BIN, PROJECT_ID, ROOT } from './lib/emulators.mjs';
import { findProblems } from './lib/prereqs.mjs';

for (const built of ['functions/lib/index.js', 'web/dist/index.html']) {
  if (!existsSync(join(ROOT, built))) {
    console.error(`${built} is missing: run \`npm run build\` first (npm test does).`);
    process.exit(1);
  }
}
const problems = await findProblems('test');
for (const p of problems) console.error(`Cannot run the emulator tests: ${p}`);
if (problems.length) process.exit(1);

const args = process.argv.slice(2).join(' ');
const inner = `npx vitest run --project emulator ${args} && node scripts/rules-coverage.mjs`;
// The functions reach Gemini and the weather provider through local stand-ins
// (tests/helpers/stand-ins.ts) with test-only keys; `npm start` sets none of
// these, so there the features say they are not configured until real keys exist.
const STAND_INS = {
  GEMINI_API_KEY: 'test-only-gemini-key',
  GEMINI_BASE_URL: 'http://127.0.0.1:9911',
  GEMINI_TIMEOUT_MS: '3000',
  WEATHER_API_KEY: 'test-only-weather-key',
  WEATHER_BASE_URL: 'http://127.0.0.1:9912',
  WEATHER_TIMEOUT_MS: '3000',
};
const started = Date.now();
const child = spawn(
  FIREBASE_BIN,
  ['emulators:exec', '--only', 'auth,firestore,functions,hosting', '--project', PROJECT_ID, inner],
  {
    cwd: ROOT,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: emulatorEnv({ KH_TESTING: '1', ...STAND_INS }),
  },
);
const log = splitEmulatorOutput(child.stdout, 'test-emulators.log');
const code = await new Promise((resolve) => child.on('close', (c) => resolve(c ?? 1)));
await log.done;
console.log(`emulator tests took ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`(${log.lines()} DEBUG and access-log lines from the emulators, with the whole output: ${log.path})`);
process.exit(code);
