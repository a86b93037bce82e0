import { deleteDoc, doc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore, messageOf, TRIGGER_WAIT_MS } from '../helpers/env';
import { closeAdmin, expectRefused, listProduct, newRequestId, readDoc, uidOf } from '../helpers/orders';

// updateOrder: each step only by its party and from its state, the stock taken
// on acceptance in the same transaction, and every refusal leaving all as it was.
interface Answer {
  orderId: string;
  status: string;
  action: string;
}

let farmer: Client;
let otherFarmer: Client;
let buyer: Client;
let otherBuyer: Client;
let visitor: Client;
const act = (c: Client, orderId: string, action: string, reason?: string) =>
  c.call<Answer>('updateOrder', reason === undefined ? { orderId, action } : { orderId, action, reason });

/** A fresh product with `stockKg` and a pending order of `quantityKg` on it by `buyer` (sent in grams). */
async function pendingOrder(quantityKg = 5, stockKg = 20) {
  const productId = await listProduct(farmer, { quantityG: stockKg * 1000 });
  const { orderId } = await buyer.call<{ orderId: string }>('placeBuyRequest', {
    productId,
    quantityG: quantityKg * 1000,
    requestId: newRequestId(),
  });
  return { productId, orderId };
}

describe('updateOrder', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, otherFarmer, buyer, otherBuyer] = await Promise.all([
      signUpAs('farmer', 'ramesh@example.com'),
      signUpAs('farmer', 'sunita@example.com'),
      signUpAs('user', 'anita@example.com'),
      signUpAs('user', 'vikram@example.com'),
    ]);
    visitor = newClient();
  });
  afterAll(async () => {
    await Promise.all([farmer, otherFarmer, buyer, otherBuyer, visitor].map((c) => c?.close()));
    await closeAdmin();
  });

  it('accepts: Pending to Accepted!, taking the stock in the same step', async () => {
    const { productId, orderId } = await pendingOrder(5, 20);
    expect(await act(farmer, orderId, 'accept')).toEqual({ orderId, status: 'Accepted!', action: 'accept' });
    const order = await readDoc(`orders/${orderId}`);
    expect(order).toMatchObject({ status: 'Accepted!', buyRequests: 'Accepted', declineReason: null });
    expect(order!.timeline).toEqual([
      { status: 'Pending', by: uidOf(buyer), role: 'user', at: expect.any(Number) },
      { status: 'Accepted!', by: uidOf(farmer), role: 'farmer', at: expect.any(Number) },
    ]);
    expect(order!.timeline[1].at).toBeGreaterThanOrEqual(order!.timeline[0].at);
    expect(order!.updatedAt).toBeGreaterThanOrEqual(order!.createdAt);
    expect(await readDoc(`products/${productId}`)).toMatchObject({ quantityG: 15_000, inStock: true });
  });

  it("answers a second accept 'Already Accepted' and takes no more stock", async () => {
    const { productId, orderId } = await pendingOrder(5, 20);
    await act(farmer, orderId, 'accept');
    await expectRefused(() => act(farmer, orderId, 'accept'), 'failed-precondition', 'Already Accepted');
    expect(await readDoc(`products/${productId}`)).toMatchObject({ quantityG: 15_000 });
  });

  it('lets one of two tabs accept, once', async () => {
    const { productId, orderId } = await pendingOrder(4, 10);
    const results = await Promise.allSettled([act(farmer, orderId, 'accept'), act(farmer, orderId, 'accept')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'functions/failed-precondition' });
    expect(await readDoc(`products/${productId}`)).toMatchObject({ quantityG: 6000 });
    expect((await readDoc(`orders/${orderId}`))!.timeline).toHaveLength(2);
  });

  it('sells out to exactly 0 kg; a request the stock no longer covers is declined at once', async () => {
    const productId = await listProduct(farmer, { quantityG: 10_000 });
    const place = (quantityKg: number) =>
      buyer.call<{ orderId: string }>('placeBuyRequest', {
        productId,
        quantityG: quantityKg * 1000,
        requestId: newRequestId(),
      });
    const [a, b, c] = [await place(6), await place(6), await place(4)];
    await act(farmer, a.orderId, 'accept');
    // 4 kg left: the second 6 kg request is declined by the stock trigger, the 4 kg one stays.
    await expect
      .poll(() => readDoc(`orders/${b.orderId}`), { timeout: TRIGGER_WAIT_MS })
      .toMatchObject({ status: 'Declined', buyRequests: 'Declined', declineReason: 'Not enough stock left' });
    await expectRefused(
      () => act(farmer, b.orderId, 'accept'),
      'failed-precondition',
      'An order that is Declined cannot be accepted',
    );
    await act(farmer, c.orderId, 'accept');
    expect(await readDoc(`products/${productId}`)).toMatchObject({ quantityG: 0, inStock: false });
  });

  it('refuses to accept an order whose product was deleted (declined with the reason)', async () => {
    const { productId, orderId } = await pendingOrder();
    await deleteDoc(doc(farmer.db, 'products', productId));
    await expect
      .poll(() => readDoc(`orders/${orderId}`), { timeout: TRIGGER_WAIT_MS })
      .toMatchObject({ status: 'Declined', declineReason: 'The farmer removed this product' });
    await expectRefused(
      () => act(farmer, orderId, 'accept'),
      'failed-precondition',
      'An order that is Declined cannot be accepted',
    );
  });

  it('declines with a reason, keeping the stock, and refuses to accept afterwards', async () => {
    const { productId, orderId } = await pendingOrder(5, 20);
    const reason = 'Booked for an export order';
    expect(await act(farmer, orderId, 'decline', `  ${reason} `)).toMatchObject({ status: 'Declined' });
    const order = await readDoc(`orders/${orderId}`);
    expect(order).toMatchObject({ status: 'Declined', buyRequests: 'Declined', declineReason: reason });
    expect(order!.timeline[1]).toEqual({
      status: 'Declined',
      by: uidOf(farmer),
      role: 'farmer',
      at: expect.any(Number),
      note: reason,
    });
    expect(await readDoc(`products/${productId}`)).toMatchObject({ quantityG: 20_000 });
    await expectRefused(
      () => act(farmer, orderId, 'accept'),
      'failed-precondition',
      'An order that is Declined cannot be accepted',
    );
    await expectRefused(() => act(farmer, orderId, 'decline'), 'failed-precondition', 'This order is already Declined');
  });

  it('declines without a reason', async () => {
    const { orderId } = await pendingOrder();
    await act(farmer, orderId, 'decline');
    const order = await readDoc(`orders/${orderId}`);
    expect(order).toMatchObject({ status: 'Declined', declineReason: null });
    expect(order!.timeline[1]).not.toHaveProperty('note');
  });

  it('lets the buyer cancel while pending, and not after acceptance', async () => {
    const first = await pendingOrder();
    expect(await act(buyer, first.orderId, 'cancel')).toMatchObject({ status: 'Cancelled' });
    expect(await readDoc(`orders/${first.orderId}`)).toMatchObject({ status: 'Cancelled', buyRequests: 'Cancelled' });
    await expectRefused(() => act(farmer, first.orderId, 'accept'), 'failed-precondition');

    const second = await pendingOrder();
    await act(farmer, second.orderId, 'accept');
    await expectRefused(
      () => act(buyer, second.orderId, 'cancel'),
      'failed-precondition',
      'An order that is Accepted! cannot be cancelled',
    );
  });

  it('dispatches and delivers after acceptance, in that order only', async () => {
    const { orderId } = await pendingOrder();
    await expectRefused(() => act(farmer, orderId, 'dispatch'), 'failed-precondition');
    await expectRefused(() => act(farmer, orderId, 'deliver'), 'failed-precondition');
    await act(farmer, orderId, 'accept');
    await expectRefused(() => act(farmer, orderId, 'deliver'), 'failed-precondition');
    expect(await act(farmer, orderId, 'dispatch')).toMatchObject({ status: 'Dispatched' });
    await expectRefused(() => act(buyer, orderId, 'deliver'), 'permission-denied');
    expect(await act(farmer, orderId, 'deliver')).toMatchObject({ status: 'Delivered' });
    await expectRefused(() => act(farmer, orderId, 'deliver'), 'failed-precondition');
    await expectRefused(() => act(buyer, orderId, 'cancel'), 'failed-precondition');
    const order = await readDoc(`orders/${orderId}`);
    expect(order!.timeline.map((t: { status: string }) => t.status)).toEqual([
      'Pending',
      'Accepted!',
      'Dispatched',
      'Delivered',
    ]);
    expect(order).toMatchObject({ status: 'Delivered', buyRequests: 'Accepted' });
  });

  it("refuses someone else's order to other farmers and buyers, answering as if it did not exist", async () => {
    const { orderId } = await pendingOrder();
    for (const action of ['accept', 'decline', 'dispatch']) {
      await expectRefused(() => act(otherFarmer, orderId, action), 'not-found', 'This order does not exist');
    }
    await expectRefused(() => act(otherBuyer, orderId, 'cancel'), 'not-found', 'This order does not exist');
  });

  it("refuses each party the other party's steps", async () => {
    const { orderId } = await pendingOrder();
    const onlyFarmer = (a: string) => `Only the farmer of this order can ${a} it`;
    await expectRefused(() => act(buyer, orderId, 'accept'), 'permission-denied', onlyFarmer('accept'));
    await expectRefused(() => act(buyer, orderId, 'decline'), 'permission-denied', onlyFarmer('decline'));
    await expectRefused(
      () => act(farmer, orderId, 'cancel'),
      'permission-denied',
      'Only the buyer of this order can cancel it',
    );
  });

  it('refuses a visitor, an unknown order and bad input', async () => {
    const { orderId } = await pendingOrder();
    await expectRefused(() => act(visitor, orderId, 'accept'), 'unauthenticated');
    await expectRefused(() => act(farmer, 'noSuchOrder12345', 'accept'), 'not-found', 'This order does not exist');
    await expectRefused(
      () => act(farmer, orderId, 'refund'),
      'invalid-argument',
      'Choose accept, decline, cancel, dispatch or deliver',
    );
    await expectRefused(
      () => act(farmer, orderId, 'decline', 'x'.repeat(301)),
      'invalid-argument',
      'The reason can be at most 300 characters long',
    );
    await expectRefused(
      () => farmer.call('updateOrder', { orderId, action: 'accept', status: 'Delivered' }),
      'invalid-argument',
    );
    await expectRefused(() => farmer.call('updateOrder', { action: 'accept' }), 'invalid-argument');
  });

  it('settles an accept and a cancel sent at the same moment on exactly one of them', async () => {
    const { productId, orderId } = await pendingOrder(5, 20);
    const [accepted, cancelled] = await Promise.allSettled([
      act(farmer, orderId, 'accept'),
      act(buyer, orderId, 'cancel'),
    ]);
    expect([accepted.status, cancelled.status].sort()).toEqual(['fulfilled', 'rejected']);
    const order = await readDoc(`orders/${orderId}`);
    const stock = (await readDoc(`products/${productId}`))!.quantityG;
    if (accepted.status === 'fulfilled') {
      expect(order).toMatchObject({ status: 'Accepted!' });
      expect(stock).toBe(15_000);
    } else {
      expect(order).toMatchObject({ status: 'Cancelled' });
      expect(stock).toBe(20_000);
    }
    expect(order!.timeline).toHaveLength(2);
  });

  it('gives every refusal its stable error code and parameters in details, beside the English', async () => {
    const { orderId } = await pendingOrder();
    const refusal = (call: Promise<unknown>) =>
      call.then(
        () => null,
        (e: { code?: string; details?: unknown }) => ({ code: e.code, message: messageOf(e), details: e.details }),
      );
    expect(await refusal(act(buyer, orderId, 'accept'))).toEqual({
      code: 'functions/permission-denied',
      message: 'Only the farmer of this order can accept it',
      details: { code: 'orders/only-party', role: 'farmer', action: 'accept' },
    });
    expect(await refusal(act(visitor, orderId, 'accept'))).toEqual({
      code: 'functions/unauthenticated',
      message: 'Please log in first',
      details: { code: 'account/log-in-first' },
    });
    // A zod refusal carries the code of the schema's message.
    expect(await refusal(act(farmer, orderId, 'explode'))).toEqual({
      code: 'functions/invalid-argument',
      message: 'Choose accept, decline, cancel, dispatch or deliver',
      details: { code: 'orders/unknown-action' },
    });
    await act(farmer, orderId, 'decline');
    expect(await refusal(act(buyer, orderId, 'cancel'))).toEqual({
      code: 'functions/failed-precondition',
      message: 'An order that is Declined cannot be cancelled',
      details: { code: 'orders/wrong-status', status: 'Declined', action: 'cancel' },
    });
  });
});
