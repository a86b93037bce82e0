import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, newClient, signUpAs, type Client } from '../helpers/client';
import { setTriggers, TRIGGER_WAIT_MS } from '../helpers/env';
import {
  expectRefused,
  farmerAndBuyerOnce,
  listProduct,
  newRequestId,
  readDoc,
  uidOf,
  withAdmin,
} from '../helpers/orders';
import { collection as liteCollection, getDocs, query, where } from 'firebase/firestore/lite';

// The catch-up (functions/src/reliability/catch-up.ts) finishes what a trigger run
// cut short left undone. The emulator's switch for background triggers stands in
// for the crash: an event delivered while they are off is never delivered again,
// as one whose run died with its instance.
let farmer: Client;
let buyer: Client;
let operator: Client;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: TRIGGER_WAIT_MS, interval: 100 });
// Turning the triggers back on reloads every function (its workers start cold), so
// afterEach does it only for a test that stopped while they were off.
let triggersOff = false;
const triggers = async (on: boolean) => {
  await setTriggers(on);
  triggersOff = !on;
};

interface CatchUpAnswer {
  commandsRun: number;
  ordersLookedAt: number;
  notificationsWritten: number;
}
const catchUp = (input: Record<string, unknown>) => operator.call<CatchUpAnswer>('runCatchUp', input);

async function ordersOf(requestId: string): Promise<string[]> {
  return withAdmin(async (db) =>
    (await getDocs(query(liteCollection(db, 'orders'), where('requestId', '==', requestId)))).docs.map((d) => d.id),
  );
}

describe('catch-up', () => {
  farmerAndBuyerOnce((f, b) => ([farmer, buyer] = [f, b]));
  beforeAll(async () => {
    operator = await makeAdmin(await signUpAs('user', 'operator@example.com'));
  });
  afterEach(async () => {
    if (triggersOff) await triggers(true);
  });
  afterAll(() => operator.close());

  it('refuses a farmer, a visitor and a bad window, changing nothing', async () => {
    await expectRefused(
      () => farmer.call('runCatchUp', {}),
      'permission-denied',
      'Only an administrator can run the catch-up',
    );
    const visitor = newClient();
    await expectRefused(() => visitor.call('runCatchUp', {}), 'unauthenticated');
    await visitor.close();
    await expectRefused(
      () => catchUp({ commandGraceSeconds: -1 }),
      'invalid-argument',
      'A catch-up takes nothing, or whole numbers: commandGraceSeconds from 0 to 3600 and lookbackMinutes from 1 to 1440',
    );
  });

  it('runs a buy command whose trigger never ran, once, and tells the farmer', async () => {
    const productId = await listProduct(farmer, { title: 'Garlic', quantityG: 30_000 });
    const requestId = newRequestId().replace(/-/g, '');
    await triggers(false);
    // As the buyer's phone writes it when the signal returns (data worker, commands.send).
    await setDoc(doc(buyer.db, 'orderCommands', requestId), {
      kind: 'buy',
      productId,
      quantityG: 4000,
      requestId,
      by: uidOf(buyer),
      madeAt: Date.now(),
      createdAt: serverTimestamp(),
      outcome: null,
    });
    await triggers(true);
    expect(await readDoc(`orderCommands/${requestId}`)).toMatchObject({ outcome: null });

    // The schedule's grace (3 minutes) has not passed: nothing is run yet.
    expect(await catchUp({})).toMatchObject({ commandsRun: 0 });
    expect(await ordersOf(requestId)).toEqual([]);

    expect(await catchUp({ commandGraceSeconds: 0 })).toMatchObject({ commandsRun: 1 });
    const [orderId, ...more] = await ordersOf(requestId);
    expect(more).toEqual([]);
    expect((await readDoc(`orderCommands/${requestId}`))?.outcome).toEqual({
      ok: true,
      orderId,
      status: 'Pending',
      farmerName: 'Ramesh Patil',
    });
    await poll(() => readDoc(`notifications/${uidOf(farmer)}/items/${orderId}_request`)).toMatchObject({
      title: 'New buy request',
      body: 'Anita Sharma wants 4 kg of Garlic.',
    });
    expect(await catchUp({ commandGraceSeconds: 0 })).toMatchObject({ commandsRun: 0, notificationsWritten: 0 });
    expect(await ordersOf(requestId)).toEqual([orderId]);
    expect((await readDoc(`products/${productId}`))?.quantityG).toBe(30_000);
  });

  it("writes the notification of an order move whose trigger never ran, in the person's words, once", async () => {
    const productId = await listProduct(farmer, { title: 'Ginger', quantityG: 20_000 });
    const { orderId } = await buyer.call<{ orderId: string }>('placeBuyRequest', {
      productId,
      quantityG: 5000,
      requestId: newRequestId(),
    });
    await poll(() => readDoc(`notifications/${uidOf(farmer)}/items/${orderId}_request`)).toMatchObject({
      title: 'New buy request',
    });
    await triggers(false);
    await farmer.call('updateOrder', { orderId, action: 'accept' });
    await triggers(true);
    const accepted = `notifications/${uidOf(buyer)}/items/${orderId}_accepted`;
    expect(await readDoc(accepted)).toBeUndefined();

    expect(await catchUp({ lookbackMinutes: 5 })).toMatchObject({ notificationsWritten: 1 });
    expect(await readDoc(accepted)).toMatchObject({
      orderId,
      event: 'accepted',
      title: 'Request accepted',
      body: 'Ramesh Patil accepted your request for 5 kg of Ginger.',
      lang: 'en',
      read: false,
    });
    expect(await catchUp({ lookbackMinutes: 5 })).toMatchObject({ notificationsWritten: 0 });
  });
});
