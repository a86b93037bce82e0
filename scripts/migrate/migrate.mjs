// The migration pattern (README "Migrations"). Each file of migrations/ is one
// versioned change of stored data, named NNN-short-name.mjs and run in that order.
// A migration only plans: it reads the data as it is now and lists the writes that
// would bring it up to date, so once they are applied a second run plans nothing
// (idempotent, and safe to run again after a partial apply). Writing lives here,
// once, so every migration gets the same guarantees: batches of at most 400, and
// each write conditional on the document being exactly as it was when planned.
import { readdirSync } from 'node:fs';
import { FieldValue } from 'firebase-admin/firestore';

const DIR = new URL('./migrations/', import.meta.url);
const FILE = /^\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*\.mjs$/;

/** Firestore allows 500 writes a batch; the margin is the same as the functions' Batches. */
export const BATCH_SIZE = 400;

/**
 * Where applied migrations are recorded. No rule matches it, and firestore.rules
 * denies every path it does not match: clients can neither read nor forge it.
 */
export const MIGRATIONS = 'migrations';

/** Every migration of migrations/, in file order; a misnamed or incomplete file is an error. */
export async function loadMigrations() {
  const files = readdirSync(DIR)
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  const seen = new Set();
  const out = [];
  for (const file of files) {
    const id = file.slice(0, -'.mjs'.length);
    const where = `scripts/migrate/migrations/${file}`;
    if (!FILE.test(file)) throw new Error(`${where}: name it NNN-short-name.mjs`);
    // Two files with one number would run in an order nobody chose.
    if (seen.has(id.slice(0, 3))) throw new Error(`${where}: number ${id.slice(0, 3)} is taken`);
    seen.add(id.slice(0, 3));
    const m = await import(new URL(file, DIR).href);
    if (m.id !== id || typeof m.description !== 'string' || typeof m.plan !== 'function') {
      throw new Error(`${where}: export id '${id}', description and async plan(db)`);
    }
    out.push({ id: m.id, description: m.description, plan: m.plan });
  }
  return out;
}

const updateOf = (change) => ({
  ...change.set,
  ...Object.fromEntries((change.delete ?? []).map((field) => [field, FieldValue.delete()])),
});

// NOT_FOUND and FAILED_PRECONDITION: the document was deleted or changed after it was planned.
const MOVED_ON = new Map([
  [5, 'deleted since planned'],
  [9, 'changed since planned'],
]);

/**
 * Writes planned changes, each only if its document still has the update time it
 * had when planned: a document someone changed meanwhile is skipped and reported
 * (a later run plans it again from what it holds then), never overwritten with a
 * value computed from older data. Returns how many were written and which skipped.
 */
export async function applyChanges(db, changes) {
  let written = 0;
  const skipped = [];
  const unchanged = (change) => ({ lastUpdateTime: change.updateTime });
  for (let start = 0; start < changes.length; start += BATCH_SIZE) {
    const chunk = changes.slice(start, start + BATCH_SIZE);
    const batch = db.batch();
    for (const change of chunk) batch.update(db.doc(change.path), updateOf(change), unchanged(change));
    try {
      await batch.commit();
      written += chunk.length;
      continue;
    } catch (error) {
      if (!MOVED_ON.has(error?.code)) throw error;
    }
    // A batch is all or nothing, so one moved-on document failed all of this one:
    // write its documents one by one to learn which moved on and keep the others.
    for (const change of chunk) {
      try {
        await db.doc(change.path).update(updateOf(change), unchanged(change));
        written++;
      } catch (error) {
        if (!MOVED_ON.has(error?.code)) throw error;
        skipped.push({ path: change.path, reason: MOVED_ON.get(error.code) });
      }
    }
  }
  return { written, skipped };
}

/** Adds one applying run to migrations/{id}: its time and counts, and the totals so far. */
async function record(db, migration, counts) {
  await db
    .collection(MIGRATIONS)
    .doc(migration.id)
    .set(
      {
        id: migration.id,
        description: migration.description,
        appliedAt: FieldValue.serverTimestamp(),
        ...counts,
        runs: FieldValue.increment(1),
        totalWritten: FieldValue.increment(counts.written),
      },
      { merge: true },
    );
}

/**
 * Plans every migration (or only `only`) in order and, with `apply`, writes each
 * one's changes and records it before planning the next (a later migration may
 * build on an earlier one's data). Without `apply` nothing is written at all.
 * What `npm run migrate` runs; it prints the result.
 */
export async function runMigrations({ db, apply = false, only }) {
  const all = await loadMigrations();
  const chosen = only === undefined ? all : all.filter((m) => m.id === only);
  if (chosen.length === 0) {
    throw new Error(`unknown migration '${only}'; there are: ${all.map((m) => m.id).join(', ') || 'none'}`);
  }
  const runs = [];
  for (const migration of chosen) {
    const before = await db.collection(MIGRATIONS).doc(migration.id).get();
    const changes = await migration.plan(db);
    const run = {
      id: migration.id,
      description: migration.description,
      changes,
      written: 0,
      skipped: [],
      recorded: before.exists ? before.data() : null,
    };
    if (apply) {
      Object.assign(run, await applyChanges(db, changes));
      await record(db, migration, { planned: changes.length, written: run.written, skipped: run.skipped.length });
    }
    runs.push(run);
  }
  return runs;
}
