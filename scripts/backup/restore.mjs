// `npm run restore <dir>`: makes a backup (`npm run backup`) the data the next
// `npm start` begins with. The emulators read data only when they start, so this
// never touches running ones: it asks to stop `npm start` first. The data dir it
// replaces is kept as .emulator-data.before-restore/.
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from '../lib/emulators.mjs';
import { emulatorsRunning } from '../seed.mjs';
import { EXPORT_METADATA, runningEmulators } from './take-backup.mjs';

const DATA_DIR = '.emulator-data'; // what scripts/start.mjs imports and exports to
const BEFORE_RESTORE = `${DATA_DIR}.before-restore`;

function fail(sentence) {
  console.error(sentence);
  return 1;
}

/** "27 documents in 9 collections, 5 Auth accounts" from a backup's manifest.json, if it has one. */
function summary(dir) {
  try {
    const { firestore, auth } = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    const collections = Object.keys(firestore.collections).length;
    return ` (${firestore.documents} documents in ${collections} collections, ${auth.accounts ?? 0} Auth accounts)`;
  } catch {
    return '';
  }
}

function main(arg) {
  if (!arg) return fail('Name the backup to restore: `npm run restore backups/<dd-mm-yyyy_HH-MM-SS>`.');
  // npm runs scripts from the project root; a relative dir means the caller's directory.
  const source = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  const data = join(ROOT, DATA_DIR);
  const before = join(ROOT, BEFORE_RESTORE);
  if (!existsSync(source)) return fail(`${arg} does not exist.`);
  if (!existsSync(join(source, EXPORT_METADATA))) {
    return fail(`${arg} is not an emulator export (it has no ${EXPORT_METADATA}); \`npm run backup\` makes one.`);
  }
  if (source === data) return fail(`${arg} is already the data \`npm start\` starts from.`);

  // Copy first, then swap: a copy that fails half-way leaves the data dir as it was,
  // and restoring .emulator-data.before-restore/ itself works (it is read before it moves).
  const incoming = join(ROOT, `${DATA_DIR}.restoring`);
  rmSync(incoming, { recursive: true, force: true });
  cpSync(source, incoming, { recursive: true });
  const kept = existsSync(data);
  if (kept) {
    rmSync(before, { recursive: true, force: true });
    renameSync(data, before);
  }
  renameSync(incoming, data);

  console.log(`Restored ${arg}${summary(data)} into ${DATA_DIR}/.`);
  if (kept) console.log(`The data it replaced is in ${BEFORE_RESTORE}/ (a later restore replaces that copy).`);
  console.log('`npm start` will now start from that backup.');
  return 0;
}

// Restoring under running emulators would be undone when they stop: `npm start`
// exports over the data dir on exit.
if ((await runningEmulators()) || (await emulatorsRunning())) {
  process.exitCode = fail('The emulators are running: stop `npm start` (Ctrl-C) first, then restore.');
} else {
  process.exitCode = main(process.argv[2]);
}
