import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { deleteDoc as liteDelete, doc as liteDoc, setDoc as liteSetDoc } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import type { Client } from '../helpers/client';
import { TRIGGER_WAIT_MS } from '../helpers/env';
import { farmerAndBuyerOnce, listProduct, newRequestId, readDoc, uidOf, withAdmin } from '../helpers/orders';

// onOrderCommand: a command document (as a phone queues it offline: a buy, an
// order step or a payment step) runs the callables' own logic, records the outcome where its author sees it live, and
// meets a callable retry of the same request on the same single order.
let farmer: Client;
let buyer: Client;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: TRIGGER_WAIT_MS, interval: 100 });

/** Writes a command as the person's browser would, and resolves with the outcome it sees live. */
function command(c: Client, id: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const ref = doc(c.db, 'orderCommands', id);
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      ref,
      (snap) => {
        const outcome = snap.get('outcome');
        if (outcome) {
          stop();
          resolve(outcome as Record<string, unknown>);
        }
      },
      reject,
    );
    setDoc(ref, { ...body, by: uidOf(c), createdAt: serverTimestamp(), outcome: null }).catch(reject);
  });
}

describe('order commands', () => {
  farmerAndBuyerOnce((f, b) => ([farmer, buyer] = [f, b]));

  it('a buy command places one order; a callable retry of the same request finds it', async () => {
    const productId = await listProduct(farmer, { quantityG: 50_000 });
    const requestId = newRequestId().replace(/-/g, '');
    const outcome = await command(buyer, requestId, { kind: 'buy', productId, quantityG: 2000, requestId });
    expect(outcome).toEqual({ ok: true, orderId: expect.any(String), status: 'Pending', farmerName: 'Ramesh Patil' });
    const orderId = outcome.orderId as string;
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({ buyerId: uidOf(buyer), quantityG: 2000, requestId });
    const again = await buyer.call<{ orderId: string; created: boolean }>('placeBuyRequest', {
      productId,
      quantityG: 2000,
      requestId,
    });
    expect(again).toEqual({ orderId, status: 'Pending', created: false, farmerName: 'Ramesh Patil' });
    expect((await readDoc(`orderCommands/${requestId}`))?.handledAt).toEqual(expect.any(Number));

    // The farmer accepts offline: a step command, run by transitionOrder.
    const accepted = await command(farmer, newRequestId(), { kind: 'step', orderId, action: 'accept' });
    expect(accepted).toEqual({ ok: true, orderId, status: 'Accepted!' });
    await poll(async () => (await readDoc(`products/${productId}`))?.quantityG).toBe(48_000);
    // A second accept queued from another phone gets the callable's refusal, recorded.
    const twice = await command(farmer, newRequestId(), { kind: 'step', orderId, action: 'accept' });
    expect(twice).toEqual({
      ok: false,
      code: 'failed-precondition',
      message: 'Already Accepted',
      details: { code: 'orders/already-accepted' },
    });
  });

  it('records the refusal with the callable words, and changes nothing', async () => {
    const productId = await listProduct(farmer, { quantityG: 5000 });
    const requestId = newRequestId();
    const outcome = await command(buyer, requestId, { kind: 'buy', productId, quantityG: 6000, requestId });
    expect(outcome).toEqual({
      ok: false,
      code: 'failed-precondition',
      message: 'Not enough stock left: only 5 kg available',
      // The stable code and its number, by which the phone words it in its language.
      details: { code: 'orders/not-enough-stock', kg: 5 },
    });
    const declined = await command(buyer, newRequestId(), { kind: 'step', orderId: 'no-such-order', action: 'cancel' });
    expect(declined).toEqual({
      ok: false,
      code: 'not-found',
      message: 'This order does not exist',
      details: { code: 'orders/not-found' },
    });
  });

  it('a payment command records the step once, as recordPayment does; a second one gets its refusal', async () => {
    const productId = await listProduct(farmer, { quantityG: 20_000 });
    const { orderId } = await buyer.call<{ orderId: string }>('placeBuyRequest', {
      productId,
      quantityG: 2000,
      requestId: newRequestId(),
    });
    await farmer.call('updateOrder', { orderId, action: 'accept' });
    const paid = { kind: 'pay', orderId, action: 'paid', reference: '412345678901' };
    const id = newRequestId();
    expect(await command(buyer, id, paid)).toEqual({ ok: true, orderId, payment: 'claimed' });
    const order = await readDoc(`orders/${orderId}`);
    expect(order?.payment).toEqual({
      state: 'claimed',
      reference: '412345678901',
      claimedAt: expect.any(Number),
      receivedAt: null,
    });
    const paySteps = (o: typeof order) => (o?.timeline as Array<{ payment?: string }>).filter((e) => e.payment);
    expect(paySteps(order)).toEqual([
      expect.objectContaining({ payment: 'paid', by: uidOf(buyer), role: 'user', note: '412345678901' }),
    ]);

    // The same command created again, as a redelivered event brings it: it is handled, nothing runs.
    const handled = await readDoc(`orderCommands/${id}`);
    await withAdmin(async (db) => {
      await liteDelete(liteDoc(db, 'orderCommands', id));
      await liteSetDoc(liteDoc(db, 'orderCommands', id), handled!);
    });
    // A second identical command (another tap, another phone): the callable's refusal, recorded.
    const again = await command(buyer, newRequestId(), paid);
    expect(again).toEqual({
      ok: false,
      code: 'failed-precondition',
      message: 'This payment is already recorded',
      details: { code: 'payments/already' },
    });
    const after = await readDoc(`orders/${orderId}`);
    expect(after?.payment).toEqual(order?.payment);
    expect(after?.timeline).toEqual(order?.timeline);
    expect((await readDoc(`orderCommands/${id}`))?.outcome).toEqual({ ok: true, orderId, payment: 'claimed' });

    // The farmer's "Payment received", queued too.
    const received = await command(farmer, newRequestId(), { kind: 'pay', orderId, action: 'received' });
    expect(received).toEqual({ ok: true, orderId, payment: 'received' });
    expect((await readDoc(`orders/${orderId}`))?.payment).toMatchObject({
      state: 'received',
      reference: '412345678901',
      receivedAt: expect.any(Number),
    });
  });

  it('a payment command on an order not yet accepted records the refusal and changes nothing', async () => {
    const productId = await listProduct(farmer, { quantityG: 20_000 });
    const { orderId } = await buyer.call<{ orderId: string }>('placeBuyRequest', {
      productId,
      quantityG: 2000,
      requestId: newRequestId(),
    });
    const before = await readDoc(`orders/${orderId}`);
    const outcome = await command(buyer, newRequestId(), { kind: 'pay', orderId, action: 'paid' });
    expect(outcome).toEqual({
      ok: false,
      code: 'failed-precondition',
      message: 'An order can be paid for once the farmer has accepted it',
      details: { code: 'payments/not-accepted' },
    });
    // A confirmation naming no order of the farmer's gets the missing order's answer.
    const stranger = await command(farmer, newRequestId(), {
      kind: 'pay',
      orderId: 'no-such-order',
      action: 'received',
    });
    expect(stranger).toEqual({
      ok: false,
      code: 'not-found',
      message: 'This order does not exist',
      details: { code: 'orders/not-found' },
    });
    expect(await readDoc(`orders/${orderId}`)).toEqual(before);
  });
});
