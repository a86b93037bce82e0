// `npm run test:emu [files...]`: the emulator test suites (functions, rules, legacy
// API, seed, end-to-end) on a suite of emulators started for the run and stopped
// after it. `npm test` runs the same suites after its static checks.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startEmulators } from './lib/emulator-suite.mjs';
import { runEmulatorTests } from './lib/emulator-tests.mjs';
import { ROOT } from './lib/emulators.mjs';
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

const started = Date.now();
const suite = startEmulators('test-emulators.log');
let code = 1;
let failed = [];
try {
  await suite.ready;
  console.log(`emulators ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  ({ code, failed } = await runEmulatorTests(process.argv.slice(2)));
} catch (e) {
  console.error(`${e instanceof Error ? e.message : e}\n${suite.output()}`);
} finally {
  await suite.stop();
}
console.log(`emulator tests took ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const name of failed) console.log(`  failed: ${name}`);
console.log(`(the emulators' output, ${suite.noise()} DEBUG and access-log lines among it: ${suite.log})`);
process.exit(code);
