// `npm run migrate`: plans every migration of scripts/migrate/migrations and prints
// what each would change. A dry run: it writes nothing.
//   npm run migrate -- --apply          writes the planned changes, records migrations/{id}
//   npm run migrate -- --only <id>      one migration
//   npm run migrate -- --project <id>   a real project, through Application Default Credentials
// Without --project it works on the local Firestore emulator (demo-krishihaat), or
// wherever FIRESTORE_EMULATOR_HOST points. Exits 2 when --apply skipped a document
// that changed after it was planned (run it again), 1 on an error.
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../lib/emulators.mjs';
import { EMULATOR_HOSTS, emulatorsRunning } from '../seed.mjs';
import { runMigrations } from './migrate.mjs';

const USAGE = 'usage: npm run migrate -- [--apply] [--only <id>] [--project <id>]';
const SHOWN = 5;

/** A value on one line, cut short: enough to recognise it, not to read a whole array. */
function brief(value) {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
}

function printRun(run, apply) {
  const at = run.recorded?.appliedAt?.toDate?.().toISOString();
  console.log(`\n${run.id}: ${run.description}`);
  console.log(`  last applied: ${at ? `${at} (${run.recorded.runs} run(s))` : 'never'}`);
  console.log(`  ${apply ? 'planned' : 'would change'} ${run.changes.length} document(s)`);
  for (const change of run.changes.slice(0, SHOWN)) {
    console.log(`    ${change.path}${change.why ? ` (${change.why})` : ''}`);
    for (const [field, value] of Object.entries(change.set ?? {})) console.log(`      set ${field} = ${brief(value)}`);
    for (const field of change.delete ?? []) console.log(`      delete ${field}`);
  }
  if (run.changes.length > SHOWN) console.log(`    ... and ${run.changes.length - SHOWN} more`);
  if (!apply) return;
  console.log(`  wrote ${run.written}; recorded in migrations/${run.id}`);
  for (const s of run.skipped) console.log(`  skipped ${s.path}: ${s.reason}`);
}

async function main() {
  const { values: args } = parseArgs({
    options: { apply: { type: 'boolean' }, only: { type: 'string' }, project: { type: 'string' } },
  });
  // A real project only when asked for by name; otherwise the emulator, never Google.
  const emulator = process.env.FIRESTORE_EMULATOR_HOST ?? (args.project ? undefined : EMULATOR_HOSTS.firestore);
  const projectId = args.project ?? PROJECT_ID;
  if (emulator) {
    process.env.FIRESTORE_EMULATOR_HOST = emulator;
    // Offline there is no metadata server to probe for credentials.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    if (emulator === EMULATOR_HOSTS.firestore && !(await emulatorsRunning())) {
      throw new Error('The emulators are not running (start them with `npm start`).');
    }
  }
  const where = emulator ? `the Firestore emulator at ${emulator}, project ${projectId}` : `project ${projectId}`;
  console.log(`Migrations on ${where}: ${args.apply ? 'APPLYING' : 'dry run, nothing is written'}.`);

  const app = initializeApp({ projectId }, `krishihaat-migrate-${Date.now()}`);
  try {
    const runs = await runMigrations({ db: getFirestore(app), apply: args.apply ?? false, only: args.only });
    for (const run of runs) printRun(run, args.apply);
    const skipped = runs.reduce((n, r) => n + r.skipped.length, 0);
    if (!args.apply) {
      console.log('\nDry run: nothing was written. Back up the data, then: npm run migrate -- --apply');
    } else if (skipped > 0) {
      console.log(`\n${skipped} document(s) changed after planning and were left as they are: run it again.`);
      process.exitCode = 2;
    }
  } finally {
    await deleteApp(app);
  }
}

try {
  await main();
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  if (e?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' || e?.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    console.error(USAGE);
  }
  process.exitCode = 1;
}
