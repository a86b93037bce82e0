import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore } from '../helpers/env';
import { closeAdmin, listProduct, newRequestId, readDoc, uidOf } from '../helpers/orders';

// onOrderCommand: a command document (as a phone queues it offline) runs the
// callables' own logic, records the outcome where its author sees it live, and
// meets a callable retry of the same request on the same single order.
let farmer: Client;
let buyer: Client;
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000, interval: 100 });

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
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, buyer] = await Promise.all([
      signUpAs('farmer', 'ramesh@example.com'),
      signUpAs('user', 'anita@example.com'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([farmer, buyer].map((c) => c?.close()));
    await closeAdmin();
  });

  it('a buy command places one order; a callable retry of the same request finds it', async () => {
    const productId = await listProduct(farmer, { quantityKg: 50 });
    const requestId = newRequestId().replace(/-/g, '');
    const outcome = await command(buyer, requestId, { kind: 'buy', productId, quantityKg: 2, requestId });
    expect(outcome).toEqual({ ok: true, orderId: expect.any(String), status: 'Pending', farmerName: 'Ramesh Patil' });
    const orderId = outcome.orderId as string;
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({ buyerId: uidOf(buyer), quantityKg: 2, requestId });
    const again = await buyer.call<{ orderId: string; created: boolean }>('placeBuyRequest', {
      productId,
      quantityKg: 2,
      requestId,
    });
    expect(again).toEqual({ orderId, status: 'Pending', created: false, farmerName: 'Ramesh Patil' });
    expect((await readDoc(`orderCommands/${requestId}`))?.handledAt).toEqual(expect.any(Number));

    // The farmer accepts offline: a step command, run by transitionOrder.
    const accepted = await command(farmer, newRequestId(), { kind: 'step', orderId, action: 'accept' });
    expect(accepted).toEqual({ ok: true, orderId, status: 'Accepted!' });
    await poll(async () => (await readDoc(`products/${productId}`))?.quantityKg).toBe(48);
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
    const productId = await listProduct(farmer, { quantityKg: 5 });
    const requestId = newRequestId();
    const outcome = await command(buyer, requestId, { kind: 'buy', productId, quantityKg: 6, requestId });
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
});
