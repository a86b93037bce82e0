// `npm run load [-- --seconds N --buyers N --farmers N --concurrency N --listeners N --warmup N]`: a bounded
// load run on this machine's emulator suite (127.0.0.1 only). It starts the
// emulators itself (their output goes to .cache/load-emulators.log), signs up the
// buyers and farmers, lists products and blogs, drives a mix of operations for
// the given seconds at a fixed number in flight, prints throughput, latency
// percentiles and errors by code, then checks the invariants with admin reads.
// `npm run load -- --rush` runs only the bulk-buy rush on one product instead
// (rush.mjs; of the options only `--warmup 0`, no warm-up, applies).
// `npm run load -- --faults` crashes the function workers twice during the clock,
// runs the catch-up and the checks, then restarts the suite from its own export
// under load and checks again (faults.mjs; docs/reliability.md, "Faults").
// Exit code 1 on any breach. Hold the emulator lock: only one suite may run at a
// time on the machine (`flock /tmp/kh-emulators.lock npm run load`).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { setLogLevel } from 'firebase/app';
import { setLogLevel as setFirestoreLogLevel } from 'firebase/firestore';
import { percentile } from '../bench/stats.mjs';
import { ensureFunctionsBuilt } from '../lib/built.mjs';
import { CLIENT_ENV, startEmulators } from '../lib/emulator-suite.mjs';
import { ROOT } from '../lib/emulators.mjs';
import { drive, newWorld } from './actions.mjs';
import { signUpCast, stockTheMarket } from './cast.mjs';
import { checkInvariants, settle } from './checks.mjs';
import { openGates } from './gate.mjs';
import { killFunctionWorkers, restartWithData, signUpOperator } from './faults.mjs';
import { killLeftoverEmulators } from './leftovers.mjs';
import { openListeners } from './market.mjs';
import { createRecorder, summaryLines } from './recorder.mjs';
import { rush } from './rush.mjs';

const OPTIONS = {
  seconds: { default: 60, min: 1, max: 600 },
  buyers: { default: 200, min: 1, max: 1000 },
  farmers: { default: 20, min: 1, max: 200 },
  concurrency: { default: 24, min: 1, max: 64 },
  listeners: { default: 10, min: 0, max: 50 },
  // The functions emulator starts a Node process per function the first time each is
  // needed at a given parallelism (seconds each on 2 cores): that is start-up, not throughput.
  warmup: { default: 15, min: 0, max: 120 },
};
const SIGNUP_POOL = 8;
const PRODUCTS_PER_FARMER = 3;
/** Waiting for the operations still in flight when the clock ends. */
const DRAIN_MS = 90_000;
/** Everything after the lock: emulator start (up to 240 s), sign-ups, the clock, drain, checks. */
const HARD_LIMIT_MS = (seconds) => (seconds + 900) * 1000;

function options() {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(Object.keys(OPTIONS).map((k) => [k, { type: 'string' }])),
      rush: { type: 'boolean' },
      faults: { type: 'boolean' },
    },
  });
  const out = { rush: values.rush ?? false, faults: values.faults ?? false };
  for (const [k, o] of Object.entries(OPTIONS)) {
    const v = values[k] === undefined ? o.default : Number(values[k]);
    if (!Number.isInteger(v) || v < o.min || v > o.max) {
      console.error(`--${k} must be a whole number from ${o.min} to ${o.max} (default ${o.default})`);
      process.exit(2);
    }
    out[k] = v;
  }
  return out;
}

const opts = options();
const started = performance.now();
const since = (t) => ((performance.now() - t) / 1000).toFixed(1);
setLogLevel('error'); // the SDKs' reconnect warnings are not results
setFirestoreLogLevel('error'); // nor Firestore's own "Could not reach Cloud Firestore backend" while the fault run's phones are cut off

ensureFunctionsBuilt();
// The fault run keeps its data across the Firestore restart in an export of its own.
const RESTART_DATA = join(ROOT, '.cache', 'load-restart-data');
if (opts.faults) rmSync(RESTART_DATA, { recursive: true, force: true });
const withData = (n) =>
  startEmulators(
    `load-emulators${n}.log`,
    opts.faults ? { exportOnExit: RESTART_DATA, ...(n ? { importFrom: RESTART_DATA } : {}) } : {},
  );
let suite = withData('');
// For this process's own clients, after the emulators got theirs: what `firebase emulators:exec`
// gives a command, and no GCP metadata server lookups by the Admin SDK (on some machines that
// server answers 403 and Node prints a warning in the middle of the table).
for (const [k, v] of Object.entries({ ...CLIENT_ENV, METADATA_SERVER_DETECTION: 'none' })) process.env[k] ??= v;

let finishing;
/**
 * Stops the emulators once, whatever called it, and exits with `code`. Past
 * `graceMs` (the emulator waits for queued function work before it exits) the
 * exit goes ahead and emulator-suite.mjs kills their process group.
 */
function finish(code, graceMs = 30_000) {
  finishing ??= (async () => {
    const stopped = await Promise.race([suite.stop().then(() => true), sleep(graceMs).then(() => false)]);
    const killed = stopped ? [] : killLeftoverEmulators();
    if (killed.length) console.log(`killed the Firestore emulator left running (pid ${killed.join(', ')})`);
    console.log(`(emulator output: ${suite.log}, ${suite.noise()} DEBUG and access-log lines)`);
    const outcome = code === 0 ? 'passed' : code === 130 ? 'interrupted' : 'FAILED';
    console.log(`load: ${outcome} in ${since(started)} s wall time`);
    process.exit(code);
  })();
  return finishing;
}
/** Once stopping, nothing more is driven or printed: waits for the exit. */
const unlessStopping = async () => {
  if (finishing) await finishing;
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (finishing) process.exit(130); // a second Ctrl-C: the exit handler kills the emulators at once
    console.error(`\n${signal}: stopping the emulators (again to kill them now)`);
    void finish(130, 10_000);
  });
}
process.on('uncaughtException', (e) => {
  console.error('load: unexpected error:', e);
  void finish(1);
});
process.on('unhandledRejection', (e) => {
  console.error('load: unhandled rejection:', e);
  void finish(1);
});
setTimeout(() => {
  console.error(`load: still running after ${HARD_LIMIT_MS(opts.seconds) / 1000} s; giving up`);
  void finish(1);
}, HARD_LIMIT_MS(opts.seconds)).unref();

let ready = false;
async function main() {
  await suite.ready;
  ready = true;
  console.log(`emulators ready in ${since(started)} s`);
  const tag = `load${Date.now().toString(36)}`;
  if (opts.rush) return rush({ tag, warmup: opts.warmup > 0, going: () => !finishing, serverLog: suite.log });

  // The fault run's phones reach the emulators through gates it can cut (gate.mjs).
  const gates = opts.faults ? await openGates() : null;
  const setup = createRecorder();
  const t0 = performance.now();
  const { farmers, buyers } = await signUpCast({ ...opts, tag, size: SIGNUP_POOL, timed: setup.timed });
  const signups = setup.ops.get('signUp (setup)').ms;
  console.log(
    `signed up ${farmers.length} farmers and ${buyers.length} buyers in ${since(t0)} s ` +
      `(${SIGNUP_POOL} at a time; p50 ${percentile(signups, 50).toFixed(0)} ms, p95 ${percentile(signups, 95).toFixed(0)} ms)`,
  );
  const stock = new Map();
  const t1 = performance.now();
  const blogs = await stockTheMarket({
    farmers,
    perFarmer: PRODUCTS_PER_FARMER,
    blogs: Math.min(10, farmers.length),
    size: SIGNUP_POOL,
    timed: setup.timed,
    stock,
  });
  console.log(`listed ${stock.size} products and ${blogs.length} blogs in ${since(t1)} s`);

  const world = newWorld({ farmers, buyers, blogs, stock });
  world.pressAgain = opts.faults;
  const operator = opts.faults ? await signUpOperator(tag) : null;
  if (opts.warmup) {
    const warm = createRecorder();
    const t = performance.now();
    await drive(world, { ...opts, seconds: opts.warmup, timed: warm.timed, going: () => !finishing });
    await unlessStopping();
    const n = [...warm.ops.values()].reduce((sum, o) => sum + o.ms.length, 0);
    console.log(`warm-up: ${n} operations of the same mix in ${since(t)} s, not counted`);
  }
  const listeners = openListeners(opts.listeners);
  const run = createRecorder();
  console.log(`driving for ${opts.seconds} s, ${opts.concurrency} operations in flight ...`);
  const t2 = performance.now();
  const crashes = opts.faults ? scheduleCrashes(opts.seconds, t2) : [];
  const drained = await Promise.race([
    drive(world, { ...opts, timed: run.timed, going: () => !finishing }).then(() => true),
    sleep(opts.seconds * 1000 + DRAIN_MS).then(() => false),
  ]);
  await unlessStopping();
  const seconds = (performance.now() - t2) / 1000;
  const live = listeners.close();
  console.log(`\n${seconds.toFixed(1)} s of load (the clock plus the calls still in flight at its end).`);
  const parallel = process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4'; // emulators.mjs's default
  console.log(
    `The functions emulator runs ${parallel} function requests at once (FUNCTIONS_EMULATOR_PARALLEL), callables`,
  );
  console.log("and triggers alike: the callables' latency below is mostly time in that queue.\n");
  for (const line of summaryLines(run.ops, seconds)) console.log(line);
  console.log(
    `\nlive listeners on the market (onSnapshot): ${live.listeners} open, ${live.snapshots} snapshots, ` +
      `${live.changes} document changes, ${live.errors} errors${live.firstError ? ` (${live.firstError})` : ''}`,
  );
  if (!drained)
    console.log(`${run.inFlight()} operations still in flight ${DRAIN_MS / 1000} s after the clock: left out`);
  for (const c of crashes) clearTimeout(c);
  if (!opts.faults) return checkInvariants(world);
  await catchUp(operator);
  const crashOk = await checkInvariants(world);
  const restart = createRecorder();
  const watching = openListeners(opts.listeners);
  suite = await restartWithData({
    world,
    opts,
    suite,
    gates,
    startAgain: () => withData('-2'),
    going: () => !finishing,
    drive,
    recorder: restart,
    settle,
  });
  printPhase(restart, watching.close());
  await catchUp(operator);
  return (await checkInvariants(world)) && crashOk;
}

/** The operations' figures, errors by code and the listeners' counts of one phase. */
function printPhase(rec, live) {
  console.log('');
  for (const line of summaryLines(rec.ops, rec.seconds())) console.log(line);
  console.log(
    `live listeners on the market (onSnapshot): ${live.listeners} open, ${live.snapshots} snapshots, ` +
      `${live.changes} document changes, ${live.errors} errors${live.firstError ? ` (${live.firstError})` : ''}`,
  );
}

/** What the deployed schedule does within 5 minutes of a crash: finish the work cut short. */
async function catchUp(operator) {
  const r = await operator.call('runCatchUp', { commandGraceSeconds: 0, lookbackMinutes: 30 });
  console.log(
    `catch-up (runCatchUp, as the schedule would): ${r.commandsRun} stranded commands run, ` +
      `${r.notificationsWritten} missing notifications written (${r.ordersLookedAt} orders looked at)`,
  );
}

/** The fault run's crashes: every function worker killed at a third and at two thirds of the clock. */
function scheduleCrashes(seconds, t0) {
  return [1 / 3, 2 / 3].map((at) =>
    setTimeout(
      () => {
        const killed = killFunctionWorkers();
        console.log(`${since(t0)} s: crash: killed ${killed.length} function workers (SIGKILL, mid-request)`);
      },
      seconds * 1000 * at,
    ),
  );
}

try {
  await finish((await main()) ? 0 : 1);
} catch (e) {
  await unlessStopping(); // an error from a call cut short by Ctrl-C is no news
  console.error(`load: ${e instanceof Error ? e.message : e}`);
  if (!ready) console.error(suite.output().split('\n').slice(-30).join('\n')); // what the emulators said
  await finish(1);
}
