import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyChanges, loadMigrations, runMigrations } from '../../scripts/migrate/migrate.mjs';
import { seed, setTriggers } from '../../scripts/seed.mjs';
import { clearSeeded, HOST, PORTS, PROJECT_ID, TRIGGER_WAIT_MS } from '../helpers/env';

// The migration pattern on a copy of the demo seed (scripts/migrate, README
// "Migrations"), with migration 001: three seeded products are stripped of
// server-owned fields, as products stored before those fields existed look, and
// the migration must find exactly those, write nothing on a dry run, give them
// what onProductWritten writes, plan nothing the second time, and leave alone a
// document that changed after it was planned.
//
// onProductWritten would repair a stripped product itself the moment it is
// written, racing the migration: the triggers are off from the stripping on, as
// the seed writes its data (old data was never seen by today's trigger either).
// They are on only to write the reference product, the trigger's own answer.

const ID = '001-product-derived-fields';
// The seed's ids are fixed (scripts/seed-data/build.mjs seedId), ordered as the plan pages them.
const ONION = 'products/3KXYSqytS1JQCAFIrZJs'; // Red Onion (Nashik, rabi): stored before mandi prices
const GHEE = 'products/RvAJcqMrtMPoJF6KwJNO'; // Desi Cow Ghee, Ludhiana: stored before search and distances
const WHEAT = 'products/qkK0n8MNE508D5nQbmjy'; // Wheat (PBW 826), Ludhiana: stored before all four
const REFERENCE = 'products/migrate-spec-reference'; // the wheat product again, written with the trigger on
const DERIVED = ['searchTokens', 'geo', 'produceKey', 'mandi'];

const LUDHIANA = { lat: 30.905888, lng: 75.835965, geohash: 'ttmzvdnpf5' };
const WHEAT_TOKENS = [
  ...['82', '826', 'gah', 'gahu', 'geh', 'geho', 'gehon', 'gehu', 'gehun', 'gen', 'genh', 'genhu'],
  ...['pb', 'pbw', 'wh', 'whe', 'whea', 'wheat'],
];
const GHEE_TOKENS = ['co', 'cow', 'de', 'des', 'desi', 'gh', 'ghe', 'ghi'];
// A wheat price for Ludhiana, so migrated wheat carries a quote (the seed stores no prices).
const WHEAT_QUOTE = {
  produce: 'wheat',
  state: 'Punjab',
  district: 'Ludhiana',
  market: 'Khanna',
  minPaise: 2425,
  maxPaise: 2520,
  modalPaise: 2475,
  arrivalDate: '2026-11-20',
};
const WHEAT_MANDI = { ...WHEAT_QUOTE, km: null };
const PRODUCT_FIELDS = [
  'farmerId',
  'title',
  'titleLower',
  'description',
  'category',
  'pricePaise',
  'quantityG',
  'wholeKg',
  'inStock',
  'imageURL',
  'photos',
  'farmLocation',
  'createdAt',
  'updatedAt',
];

let admin: App;
let db: Firestore;
/** The seeded products before stripping, by path. */
const seeded = new Map<string, DocumentData>();

const read = async (path: string) => (await db.doc(path).get()).data()!;
const pick = (data: DocumentData, keys: string[]) => Object.fromEntries(keys.map((k) => [k, data[k]]));
const strip = (path: string, fields: string[]) =>
  db.doc(path).update(Object.fromEntries(fields.map((f) => [f, FieldValue.delete()])));
/** Every product's data and update time, by path: what "nothing was written" compares. */
async function products() {
  const docs = (await db.collection('products').get()).docs;
  return Object.fromEntries(docs.map((d) => [d.ref.path, { at: d.updateTime.toDate().toISOString(), ...d.data() }]));
}

describe('npm run migrate, migration 001 on a copy of the seed', () => {
  beforeAll(async () => {
    await seed({ clear: true });
    process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
    admin = initializeApp({ projectId: PROJECT_ID }, `migrate-spec-${Date.now()}`);
    db = getFirestore(admin);
    for (const d of (await db.collection('products').get()).docs) seeded.set(d.ref.path, d.data());
    await db.doc('mandiPrices/wheat').set({
      produce: 'wheat',
      updatedAt: Timestamp.now(),
      quotes: { 'punjab~ludhiana': { ...WHEAT_QUOTE, lat: 30.9, lng: 75.85 } },
    });
    // What the trigger writes for the wheat product: its copy without the four fields,
    // written with the triggers on (seed() turned them back on), then filled in by onProductWritten.
    const wheat = seeded.get(WHEAT)!;
    await db.doc(REFERENCE).set(Object.fromEntries(Object.entries(wheat).filter(([k]) => !DERIVED.includes(k))));
    // (vi.waitFor, not expect.poll: a hook is not a test.)
    await vi.waitFor(async () => expect((await read(REFERENCE)).mandi).toEqual(WHEAT_MANDI), {
      timeout: TRIGGER_WAIT_MS,
      interval: 100,
    });
    expect(await setTriggers(false)).toBe(true);
    await strip(ONION, ['produceKey', 'mandi']);
    await strip(GHEE, ['searchTokens', 'geo']);
    await strip(WHEAT, DERIVED);
  });
  afterAll(async () => {
    if (admin) await deleteApp(admin);
    // Other spec files expect an empty emulator.
    await clearSeeded();
  });

  it('dry run: plans exactly the stripped products and writes nothing', async () => {
    const before = await products();
    const runs = await runMigrations({ db, only: ID });
    expect(runs.map((r) => [r.id, r.changes.length, r.written, r.skipped, r.recorded])).toEqual([[ID, 3, 0, [], null]]);
    expect(runs[0].changes.map((c) => [c.path, c.why])).toEqual([
      [ONION, 'missing or stale: produceKey, mandi'],
      [GHEE, 'missing or stale: searchTokens, geo'],
      [WHEAT, 'missing or stale: searchTokens, geo, produceKey, mandi'],
    ]);
    expect(runs[0].changes[2].set).toEqual({
      searchTokens: WHEAT_TOKENS,
      geo: LUDHIANA,
      produceKey: 'wheat',
      mandi: WHEAT_MANDI,
    });
    expect(await products()).toEqual(before);
    expect(Object.keys(await read(WHEAT)).sort()).toEqual([...PRODUCT_FIELDS].sort());
    expect((await db.collection('migrations').get()).size).toBe(0);
  });

  it('--apply gives them what onProductWritten writes and records the run', async () => {
    const runs = await runMigrations({ db, apply: true, only: ID });
    expect(runs.map((r) => [r.id, r.changes.length, r.written, r.skipped])).toEqual([[ID, 3, 3, []]]);

    const wheat = await read(WHEAT);
    expect(pick(wheat, DERIVED)).toEqual(pick(await read(REFERENCE), DERIVED));
    expect(pick(wheat, DERIVED)).toEqual({
      searchTokens: WHEAT_TOKENS,
      geo: LUDHIANA,
      produceKey: 'wheat',
      mandi: WHEAT_MANDI,
    });
    // The seed computes these fields as the trigger does: the other two are back to their seeded selves.
    expect(pick(await read(ONION), ['produceKey', 'mandi'])).toEqual({ produceKey: 'onion', mandi: null });
    expect(pick(await read(GHEE), ['searchTokens', 'geo'])).toEqual({ searchTokens: GHEE_TOKENS, geo: LUDHIANA });
    expect(await read(ONION)).toEqual(seeded.get(ONION));
    expect(await read(GHEE)).toEqual(seeded.get(GHEE));
    // Only the four fields: the farmer's own fields, updatedAt included, are untouched.
    expect(wheat).toEqual({ ...seeded.get(WHEAT), mandi: WHEAT_MANDI });

    const recorded = await read(`migrations/${ID}`);
    expect(recorded).toEqual({
      id: ID,
      description: expect.stringContaining('onProductWritten'),
      appliedAt: expect.any(Timestamp),
      planned: 3,
      written: 3,
      skipped: 0,
      runs: 1,
      totalWritten: 3,
    });
  });

  it('plans nothing on a second run, dry or applied', async () => {
    const before = await products();
    // Every migration: the seed is in grams already, so 002 plans nothing either.
    expect((await runMigrations({ db })).map((r) => [r.id, r.changes])).toEqual([
      [ID, []],
      ['002-quantities-in-grams', []],
    ]);
    const [run] = await runMigrations({ db, apply: true, only: ID });
    expect([run.changes.length, run.written, run.recorded?.runs]).toEqual([0, 0, 1]);
    expect(await products()).toEqual(before);
    expect(await read(`migrations/${ID}`)).toMatchObject({ planned: 0, written: 0, runs: 2, totalWritten: 3 });
  });

  it('skips and reports a product changed between plan and apply, and writes the others', async () => {
    await strip(ONION, ['produceKey', 'mandi']);
    await strip(WHEAT, DERIVED);
    const [migration] = await loadMigrations();
    const changes = await migration.plan(db);
    expect(changes.map((c) => c.path)).toEqual([ONION, WHEAT]);
    // A sale lands after planning: the planned write must not go over it.
    await db.doc(WHEAT).update({ quantityG: 4_990_000 });

    expect(await applyChanges(db, changes)).toEqual({
      written: 1,
      skipped: [{ path: WHEAT, reason: 'changed since planned' }],
    });
    expect(await read(ONION)).toEqual(seeded.get(ONION));
    const wheat = await read(WHEAT);
    expect(wheat.quantityG).toBe(4_990_000);
    expect(Object.keys(wheat).sort()).toEqual([...PRODUCT_FIELDS].sort());
    // The next run plans it again from what it holds now.
    const [run] = await runMigrations({ db, apply: true, only: ID });
    expect([run.changes.map((c) => c.path), run.written, run.skipped]).toEqual([[WHEAT], 1, []]);
    expect(await read(WHEAT)).toEqual({ ...seeded.get(WHEAT), quantityG: 4_990_000, mandi: WHEAT_MANDI });
  });

  it('refuses an unknown migration id', async () => {
    await expect(runMigrations({ db, only: '999-nothing' })).rejects.toThrow(
      `unknown migration '999-nothing'; there are: ${ID}, 002-quantities-in-grams`,
    );
  });
});
