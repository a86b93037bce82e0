import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../scripts/migrate/migrate.mjs';
import { DEMO_LOGINS, DEMO_PASSWORD, seed } from '../../scripts/seed.mjs';
import { signIn, type Client } from '../helpers/client';
import { clearSeeded, HOST, PORTS, PROJECT_ID, setTriggers } from '../helpers/env';

// Migration 002 on a copy of the demo seed: two products, the ghee's order and a
// buy command still waiting to be run are put back in the old shape (whole kg in
// `quantityKg`), as data stored before quantities went in grams looks. The
// migration must plan exactly those, write nothing on a dry run, give them grams
// (and the products a whole-kg choice), plan nothing the second time, and leave a
// migrated product that a buyer can order 2.5 kg of. The triggers are off while
// the old shapes are written, as old data was never seen by today's triggers.

const ID = '002-quantities-in-grams';
// The seed's ids are fixed (scripts/seed-data/build.mjs seedId), ordered as the plan pages them.
const ONION = 'products/3KXYSqytS1JQCAFIrZJs'; // Red Onion (Nashik, rabi): Rs. 26/kg, 3,000 kg
const GHEE = 'products/RvAJcqMrtMPoJF6KwJNO'; // Desi Cow Ghee: Rs. 700/kg, 40 kg; one order of 5 kg
const COMMAND = 'orderCommands/old-buy-command-0001';

let admin: App;
let db: Firestore;
let buyer: Client;
let gheeOrder: string;

const read = async (path: string) => (await db.doc(path).get()).data()!;

describe('npm run migrate, migration 002 (kg to grams) on a copy of the seed', () => {
  beforeAll(async () => {
    await seed({ clear: true });
    process.env.FIRESTORE_EMULATOR_HOST ??= `${HOST}:${PORTS.firestore}`;
    admin = initializeApp({ projectId: PROJECT_ID }, `migrate-grams-spec-${Date.now()}`);
    db = getFirestore(admin);
    buyer = await signIn(DEMO_LOGINS.find((l) => l.role === 'user')!.email, DEMO_PASSWORD);
    const orders = await db.collection('orders').where('productId', '==', GHEE.split('/')[1]).get();
    expect(orders.size).toBe(1);
    gheeOrder = orders.docs[0]!.ref.path;

    await setTriggers(false);
    const old = { quantityG: FieldValue.delete(), wholeKg: FieldValue.delete() };
    await db.doc(ONION).update({ ...old, quantityKg: 3000 });
    await db.doc(GHEE).update({ ...old, quantityKg: 40 });
    await db.doc(gheeOrder).update({ quantityG: FieldValue.delete(), quantityKg: 5 });
    await db.doc(COMMAND).set({
      kind: 'buy',
      by: buyer.auth.currentUser!.uid,
      productId: ONION.split('/')[1],
      quantityKg: 3,
      requestId: 'old-buy-command-0001',
      madeAt: Date.now(),
      createdAt: FieldValue.serverTimestamp(),
      outcome: null,
    });
  });
  afterAll(async () => {
    await buyer?.close();
    if (admin) await deleteApp(admin);
    // Other spec files expect an empty emulator.
    await clearSeeded();
  });

  it('dry run: plans exactly the documents in kg and writes nothing', async () => {
    const before = await Promise.all([ONION, GHEE, gheeOrder, COMMAND].map(read));
    const [run] = await runMigrations({ db, only: ID });
    expect(run!.changes.map((c) => [c.path, c.why])).toEqual([
      [ONION, 'quantityG, wholeKg, -quantityKg'],
      [GHEE, 'quantityG, wholeKg, -quantityKg'],
      [gheeOrder, 'quantityG, -quantityKg'],
      [COMMAND, 'quantityG, -quantityKg'],
    ]);
    expect(run!.written).toBe(0);
    expect(await Promise.all([ONION, GHEE, gheeOrder, COMMAND].map(read))).toEqual(before);
  });

  it('--apply stores grams, gives products a whole-kg choice and keeps the totals', async () => {
    const gheeTotal = (await read(gheeOrder)).totalPaise;
    const [run] = await runMigrations({ db, apply: true, only: ID });
    expect([run!.changes.length, run!.written, run!.skipped]).toEqual([4, 4, []]);

    const onion = await read(ONION);
    expect([onion.quantityG, onion.wholeKg, 'quantityKg' in onion, onion.inStock]).toEqual([
      3_000_000,
      false,
      false,
      true,
    ]);
    const ghee = await read(GHEE);
    expect([ghee.quantityG, ghee.wholeKg, 'quantityKg' in ghee]).toEqual([40_000, false, false]);
    const order = await read(gheeOrder);
    // Rs. 700/kg × 5 kg: the total was exact in whole kg and stays as it was.
    expect([order.quantityG, 'quantityKg' in order, order.totalPaise, gheeTotal]).toEqual([
      5000,
      false,
      350_000,
      350_000,
    ]);
    const command = await read(COMMAND);
    expect([command.quantityG, 'quantityKg' in command, command.outcome]).toEqual([3000, false, null]);
  });

  it('plans nothing on a second run', async () => {
    const [run] = await runMigrations({ db, only: ID });
    expect(run!.changes).toEqual([]);
  });

  it('a migrated product sells by the 0.1 kg: 2.5 kg of onion at Rs. 26/kg is Rs. 65', async () => {
    await setTriggers(true);
    const placed = await buyer.call<{ orderId: string; created: boolean }>('placeBuyRequest', {
      productId: ONION.split('/')[1],
      quantityG: 2500,
      requestId: 'migrated-onion-2500g',
    });
    expect(placed.created).toBe(true);
    const order = await read(`orders/${placed.orderId}`);
    expect([order.quantityG, order.totalPaise, order.status]).toEqual([2500, 6500, 'Pending']);
  });
});
