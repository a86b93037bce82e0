// `npm run backup [dir]`: saves what the running emulators (`npm start`'s) hold,
// Firestore and Auth, into backups/<dd-mm-yyyy_HH-MM-SS, IST> or `dir`, and
// prints each collection's document count and checksum (also in manifest.json).
// `npm run restore <dir>` brings it back.
import { join, relative, resolve } from 'node:path';
import { ROOT } from '../lib/emulators.mjs';
import { formatInventory } from './inventory.mjs';
import { runningEmulators, takeBackup } from './take-backup.mjs';

const IST_OFFSET_MS = 330 * 60_000; // India has one time zone and no summer time

/** 07-05-2025_14-03-22 for the moment `ms`, in Indian Standard Time. */
function istStamp(ms = Date.now()) {
  const [date, time] = new Date(ms + IST_OFFSET_MS).toISOString().split(/[T.]/);
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y}_${time.replaceAll(':', '-')}`;
}

async function main() {
  // npm runs scripts from the project root; a relative dir means the caller's directory.
  const arg = process.argv[2];
  const dir = arg ? resolve(process.env.INIT_CWD ?? process.cwd(), arg) : join(ROOT, 'backups', istStamp());
  const shown = arg ?? relative(ROOT, dir);

  if (!(await runningEmulators())?.firestore) {
    console.error('No emulators are running: start them with `npm start` in another terminal, then back up.');
    return 1;
  }
  let manifest;
  try {
    manifest = await takeBackup(dir);
  } catch (e) {
    console.error(`The backup failed: ${e instanceof Error ? e.message : e}`);
    return 1;
  }
  const { firestore, auth } = manifest;
  console.log(`Saved the emulators' data in ${shown}/:`);
  console.log(formatInventory(firestore.collections));
  const accounts = auth.accounts === null ? 'Auth was not running' : `${auth.accounts} Auth accounts`;
  console.log(
    `  ${firestore.documents} documents in ${Object.keys(firestore.collections).length} collections; ${accounts}.`,
  );
  if (!manifest.steady) {
    console.log('  Documents kept changing during the export, so these figures may differ slightly from it.');
  }
  console.log(`Counts and checksums are in ${join(shown, 'manifest.json')}; \`npm run restore ${shown}\` restores it.`);
  return 0;
}

process.exitCode = await main();
