// `npm test`: every check, in the order that keeps both cores busy.
//   1. prerequisites (one sentence each), then the build the emulators serve (a warning fails it);
//   2. the emulators start, and the emulator suites (functions, legacy API, seed,
//      end-to-end, and the rules specs, beside them where the machine has cores to
//      spare) run, with the rules coverage;
//   3. beside them, lint, the type checks, the unit tests and the byte budget, one
//      after another: the suites mostly wait (on the emulators, the browser, the
//      triggers), and their idle core fits the checks. Each check prints one line
//      when it ends; its output is shown after the suites, so it does not split theirs;
//   4. each stage's time, and where the emulators' own log is.
import { spawn } from 'node:child_process';
import { startEmulators } from './lib/emulator-suite.mjs';
import { runEmulatorTests } from './lib/emulator-tests.mjs';
import { ROOT } from './lib/emulators.mjs';
import { findProblems } from './lib/prereqs.mjs';

const started = Date.now();
const stages = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * A warning in the build's output (Vite's and Rolldown's start with "(!)"): the build
 * fails on one, so that a warning cannot creep into the output a newcomer sees.
 */
const BUILD_WARNING = /^\(!\)|^(?!npm warn).*\bwarning\b/im;

/**
 * Runs a command with its output held back; prints a line when it ends, and returns its
 * output to show later. `failOn`: output that fails the stage even when the command succeeds.
 */
function quietly(name, cmd, args, { showOnSuccess = true, failOn = null } = {}) {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const shown = output.replace(/^npm warn Unknown (user|env) config "nodedir".*\n/gm, '').trim();
      const refused = code === 0 && failOn !== null && failOn.test(shown);
      const ok = code === 0 && !refused;
      stages.push({ name, ms: Date.now() - t, ok });
      const why = refused ? 'FAILED (it printed a warning)' : `FAILED (exit ${code})`;
      const line = `== ${name}: ${ok ? 'passed' : why} in ${seconds(Date.now() - t)}`;
      console.log(`\n${line}`);
      resolve({ ok, report: shown && (showOnSuccess || !ok) ? `\n${line}\n${shown}` : '' });
    });
  });
}

function summary(extra = []) {
  console.log('\n== Stages (wall time; the checks ran beside the emulator suites)');
  for (const s of stages) console.log(`  ${s.ok ? 'ok  ' : 'FAIL'}  ${s.name.padEnd(34)} ${seconds(s.ms).padStart(8)}`);
  console.log(`  npm test took ${seconds(Date.now() - started)}`);
  for (const line of extra) console.log(line);
}

async function main() {
  const problems = await findProblems('test');
  for (const p of problems) console.error(`Cannot run \`npm test\`: ${p}`);
  if (problems.length) return 1;

  const build = await quietly('build (functions, web)', 'npm', ['--silent', 'run', 'build'], {
    showOnSuccess: false,
    failOn: BUILD_WARNING,
  });
  if (!build.ok) {
    console.log(build.report);
    summary();
    return 1;
  }
  const emulatorsStart = Date.now();
  const suite = startEmulators('test-emulators.log');
  const ready = suite.ready.then(
    () => stages.push({ name: 'emulators ready', ms: Date.now() - emulatorsStart, ok: true }),
    (e) => {
      stages.push({ name: 'emulators ready', ms: Date.now() - emulatorsStart, ok: false });
      throw e;
    },
  );
  ready.catch(() => {});
  let code = 1;
  let failed = [];
  // One at a time among themselves: on a 2-core machine, side by side, lint and the
  // type checks took 90 s each; in a row, all four take about 76 s.
  const checks = (async () => {
    const results = [];
    results.push(await quietly('lint (ESLint, Prettier)', 'npm', ['--silent', 'run', 'lint']));
    results.push(await quietly('type checks', 'npm', ['--silent', 'run', 'typecheck']));
    results.push(await quietly('unit tests', 'npx', ['vitest', 'run', '--project', 'unit']));
    results.push(await quietly('byte budget of /', 'node', ['scripts/check-bytes.mjs']));
    return results;
  })();
  try {
    try {
      await ready;
    } catch (e) {
      console.error(`\n${e instanceof Error ? e.message : e}\n${suite.output()}`);
      for (const { report } of await checks) if (report) console.log(report);
      return 1;
    }
    console.log('\n== emulator suites (functions, legacy API, seed, end-to-end, rules)');
    const t = Date.now();
    ({ code, failed } = await runEmulatorTests());
    stages.push({ name: 'emulator suites', ms: Date.now() - t, ok: code === 0 });
    const results = await checks;
    for (const { report } of results) if (report) console.log(report);
    if (!results.every((r) => r.ok)) code = 1;
  } finally {
    const t = Date.now();
    await suite.stop();
    stages.push({ name: 'emulators stopped', ms: Date.now() - t, ok: true });
    summary([
      ...failed.map((name) => `  failed: ${name}`),
      `  the emulators' output (${suite.noise()} DEBUG and access-log lines among it): ${suite.log}`,
    ]);
  }
  return code;
}

process.exitCode = await main();
