// The fault run's crashes (`npm run load -- --faults`). The functions emulator
// runs each function's code in worker processes of its own (firebase-tools'
// functionsRuntimeWorker); killing them all with SIGKILL is what a crash of every
// Cloud Functions instance is: requests in flight are cut off, in-memory state
// is gone, and the emulator starts new workers for the next request, as the
// platform starts new instances.
import { readdirSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { getApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { waitForPendingWrites } from 'firebase/firestore';
import { signUp } from '../bench/clients.mjs';
import { ROOT } from '../lib/emulators.mjs';
import { buyerProfile } from './cast.mjs';

/** The process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
export function startTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
}

/** This checkout's processes started after this run whose command line matches `pattern`. Linux only. */
export function ourProcesses(pattern) {
  if (process.platform !== 'linux') return [];
  const since = startTicks(process.pid);
  const found = [];
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
      if (cmd.includes(ROOT) && pattern.test(cmd) && startTicks(pid) >= since) found.push(Number(pid));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** SIGKILLs every function worker; answers their ids. */
export function killFunctionWorkers() {
  const killed = [];
  for (const pid of ourProcesses(/functionsEmulatorRuntime/)) {
    try {
      process.kill(pid, 'SIGKILL');
      killed.push(pid);
    } catch {
      // ended by itself meanwhile
    }
  }
  return killed;
}

/**
 * An operator's client: a buyer account given the `admin: true` claim with the
 * Admin SDK, as an operator would be in the console. It runs the catch-up
 * (runCatchUp), which the deployed schedule runs every 5 minutes and the
 * emulator, having no scheduler, never does by itself.
 */
export async function signUpOperator(tag) {
  const c = await signUp('user', `${tag}.operator@example.com`, buyerProfile(0));
  const uid = c.auth.currentUser.uid;
  await getAuth(getApp('bench-admin')).setCustomUserClaims(uid, { role: 'user', admin: true });
  await c.auth.currentUser.getIdToken(true);
  return c;
}

/** How long the load goes on around the restart, and when in it the phones are cut off. */
const RESTART = { driveSeconds: 120, cutAfterMs: 5000, drainMs: 60_000, flushMs: 120_000 };

/**
 * The Firestore restart with its data kept, done as a graceful restart while the
 * people go on using the app: the phones are cut off (gate.mjs; to them the
 * server is gone), the work already inside the suite drains (no order or
 * notification changes for 6 s), the suite stops and exports (--export-on-exit),
 * starts again from the export, and the phones are let back in. Firestore runs
 * inside the suite, so Auth and the functions restart with it. Prints what the
 * phones saw meanwhile; answers the new suite.
 */
export async function restartWithData({ world, opts, suite, gates, startAgain, going, drive, recorder, settle }) {
  const t0 = performance.now();
  const at = () => ((performance.now() - t0) / 1000).toFixed(1);
  console.log(
    `\nFirestore restart: ${RESTART.driveSeconds} s of the same load; the phones are cut off, the suite drains, stops (exporting), starts from the export`,
  );
  const driving = drive(world, { ...opts, seconds: RESTART.driveSeconds, timed: recorder.timed, going });
  await sleep(RESTART.cutAfterMs);
  await gates.cut();
  console.log(`${at()} s: phones cut off`);
  const { settled } = await settle(RESTART.drainMs);
  console.log(`${at()} s: ${settled ? 'drained' : `NOT drained in ${RESTART.drainMs / 1000} s`}; stopping the suite`);
  await suite.stop();
  console.log(`${at()} s: stopped and exported; starting from the export`);
  const next = startAgain();
  await next.ready;
  await gates.open();
  console.log(`${at()} s: ready again; phones let back in`);
  await driving;
  console.log(`${at()} s: the load and the calls in flight ended`);
  // Writes the phones kept while cut off (offline commands, listed products) go once they reconnect.
  const flushed = await Promise.race([
    Promise.all(world.people.map((p) => waitForPendingWrites(p.client.db))).then(() => true),
    sleep(RESTART.flushMs).then(() => false),
  ]);
  console.log(
    `${at()} s: ${flushed ? "every phone's kept writes sent" : `phones still hold writes after ${RESTART.flushMs / 1000} s`}`,
  );
  return next;
}
