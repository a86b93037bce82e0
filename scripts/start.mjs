// `npm start`: builds functions and web, runs the auth, firestore, functions and
// hosting emulators with the data of the last run (.emulator-data/), seeds the
// demo data on a first start, and prints the app's URL and the demo logins.
// Ctrl-C stops the emulators, which save their data for the next start.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv, FIREBASE_BIN, PROJECT_ID, ROOT } from './lib/emulators.mjs';
import { buildIsCurrent, stampBuild } from './lib/build-stamp.mjs';
import { splitEmulatorOutput } from './lib/emulator-log.mjs';
import { findProblems } from './lib/prereqs.mjs';
import { emulatorsRunning, loginTable, seed } from './seed.mjs';

const APP_URL = 'http://127.0.0.1:5000';
const DATA_DIR = '.emulator-data';
const READY_TIMEOUT_MS = 180_000;

let child = null; // the build or the emulators, whichever runs now
let emulators = null;
let stopRequestedAt = 0;
let forced = false;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// The emulators run in their own process group, so a Ctrl-C in the terminal
// reaches only this script: the firebase CLI then gets exactly one SIGINT and
// exports before it stops (a second one would make it quit without saving).
function onSignal(signal) {
  const now = Date.now();
  if (stopRequestedAt === 0) {
    stopRequestedAt = now;
    if (emulators) {
      const why =
        signal === 'error' ? 'Stopping the emulators' : `${signal}: stopping the emulators and saving their data`;
      console.log(`\n${why} ...`);
      emulators.kill('SIGINT');
    } else if (child) child.kill('SIGINT');
    else process.exit(130);
  } else if (now - stopRequestedAt > 1000 && emulators) {
    // npm repeats a signal at once; only a later, deliberate one forces the stop.
    console.log('\nForcing the emulators to stop; this run is not saved.');
    forced = true;
    process.kill(-emulators.pid, 'SIGKILL');
  }
}
for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(s, onSignal);

function run(cmd, args) {
  return new Promise((resolve) => {
    child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      child = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

async function waitUntilReady({ exited, sawReadyLine }) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exited() || stopRequestedAt) return false;
    const hosting = await fetch(APP_URL, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    // Hosting answers before the functions are loaded, and /marketplace (a
    // function behind Hosting) answers 404 until they are: only the CLI's own
    // "All emulators ready", printed once every emulator has loaded, means the
    // app works. (On a busy machine the functions took over 10 s after Hosting.)
    if (hosting && sawReadyLine() && (await emulatorsRunning())) return true;
    await sleep(300);
  }
  throw new Error(`the emulators did not answer within ${seconds(READY_TIMEOUT_MS)}`);
}

async function main() {
  const problems = await findProblems('start');
  for (const p of problems) console.error(`Cannot run \`npm start\`: ${p}`);
  if (problems.length) return 1;

  const buildStart = Date.now();
  let buildMs = null;
  if (buildIsCurrent()) {
    console.log('The build is up to date (no source changed since the last `npm start`).');
  } else {
    console.log('Building the functions and the web app ...');
    // Vite's list of every chunk is for `npm run build`; here only warnings show.
    for (const args of [
      ['--silent', 'run', 'build', '-w', 'functions'],
      ['--silent', 'run', 'build', '-w', 'web', '--', '--logLevel', 'warn'],
    ]) {
      const built = await run('npm', args);
      if (built !== 0 || stopRequestedAt) return built || 130;
    }
    stampBuild(buildStart);
    buildMs = Date.now() - buildStart;
  }

  const imported = existsSync(join(ROOT, DATA_DIR, 'firebase-export-metadata.json'));
  const args = ['emulators:start', '--only', 'auth,firestore,functions,hosting', '--project', PROJECT_ID];
  if (imported) args.push('--import', DATA_DIR);
  args.push('--export-on-exit', DATA_DIR);

  const startedAt = Date.now();
  let exitCode = null;
  let readyLine = false;
  emulators = spawn(FIREBASE_BIN, args, {
    cwd: ROOT,
    env: emulatorEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const log = splitEmulatorOutput(emulators.stdout, 'emulators.log', (line) => {
    console.log(line);
    if (line.includes('All emulators ready')) readyLine = true;
  });
  const exited = new Promise((resolve) =>
    emulators.on('exit', (code, signal) => resolve((exitCode = code ?? (signal ? 1 : 0)))),
  );
  // If this script dies of an error, the emulators must not outlive it.
  process.on('exit', () => exitCode === null && emulators.kill('SIGINT'));

  let seeded = imported;
  let failed = false;
  try {
    const ready = await waitUntilReady({ exited: () => exitCode !== null, sawReadyLine: () => readyLine });
    if (ready) {
      const readyMs = Date.now() - startedAt;
      const seedStart = Date.now();
      if (!imported) await seed();
      seeded = true;
      printBanner({ buildMs, readyMs, seedMs: Date.now() - seedStart, imported, logPath: log.path });
    }
  } catch (e) {
    console.error(`\nnpm start failed: ${e instanceof Error ? e.message : e}`);
    failed = true;
    if (exitCode === null) onSignal('error');
  }

  const code = await exited;
  await log.done;
  console.log(`(the emulators' full output, ${log.lines()} DEBUG and access-log lines among it, is in ${log.path})`);
  // A first start stopped before the seed finished saved a half-empty database;
  // without it the next start seeds again.
  if (!seeded) rmSync(join(ROOT, DATA_DIR), { recursive: true, force: true });
  if (failed) return 1;
  if (stopRequestedAt && seeded && !forced) console.log(`Emulators stopped; data saved in ${DATA_DIR}/.`);
  if (code === 0) return 0;
  return stopRequestedAt ? 130 : code || 1;
}

function printBanner({ buildMs, readyMs, seedMs, imported, logPath }) {
  const rule = '-'.repeat(72);
  console.log(`\n${rule}`);
  console.log(`  Krishi Haat is running at ${APP_URL}`);
  const build = buildMs === null ? 'build up to date' : `build ${seconds(buildMs)}`;
  console.log(`  ${build}, emulators ready in ${seconds(readyMs)}`);
  console.log(
    imported
      ? `  Data: kept from your last run (${DATA_DIR}/)`
      : `  Data: demo data loaded (first start, seeded in ${seconds(seedMs)})`,
  );
  console.log(`\n  Demo logins:\n${loginTable()}`);
  console.log(`\n  The emulators' DEBUG and access-log lines go to ${logPath}.`);
  console.log(`\n  Ctrl-C stops everything and keeps your data; \`npm run reset\` goes back to the demo data.`);
  console.log(rule);
}

process.exitCode = await main();
