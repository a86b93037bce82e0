import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore, messageOf } from '../helpers/env';
import { closeAdmin, everything, listProduct, newRequestId } from '../helpers/orders';

// The open-request caps (functions/src/shared/order-schemas.ts OPEN_REQUEST_LIMITS):
// one buyer may have 3 pending requests on one product and 10 with one farmer.
// Written out literally here so a changed limit fails this test on purpose.
const PER_PRODUCT = 3;
const PER_FARMER = 10;
const PRODUCT_MESSAGE =
  "You already have 3 open requests for this product. Wait for the farmer's answer or cancel one.";
const FARMER_MESSAGE = 'You already have 10 open requests with this farmer. Wait for their answers or cancel one.';

const open: Client[] = [];
const track = (c: Client) => (open.push(c), c);
const place = (c: Client, productId: string, quantityKg = 1, requestId = newRequestId()) =>
  c.call<{ orderId: string; created: boolean }>('placeBuyRequest', {
    productId,
    quantityG: quantityKg * 1000,
    requestId,
  });
const refusal = (e: unknown) => ({
  code: (e as { code?: string }).code,
  message: messageOf(e),
  details: (e as { details?: unknown }).details,
});

describe('open-request caps', () => {
  let farmer: Client;
  let buyer: Client;
  beforeEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, buyer] = await Promise.all([
      signUpAs('farmer', 'ramesh@example.com').then(track),
      signUpAs('user', 'anita@example.com').then(track),
    ]);
  });
  afterAll(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    await closeAdmin();
  });

  it('refuses a 4th open request on one product with a clear message and a stable code, changing nothing', async () => {
    const productId = await listProduct(farmer, { quantityG: 100_000 });
    const placed = [];
    const firstRequest = newRequestId();
    placed.push(await place(buyer, productId, 1, firstRequest));
    for (let i = 1; i < PER_PRODUCT; i++) placed.push(await place(buyer, productId, i + 1));
    const before = await everything();
    const error = await place(buyer, productId, 5).catch((e: unknown) => e);
    expect(refusal(error)).toEqual({
      code: 'functions/resource-exhausted',
      message: PRODUCT_MESSAGE,
      details: { code: 'orders/too-many-open-for-product', limit: 3 },
    });
    expect(await everything()).toEqual(before);
    // A retry of a request already placed still answers its order.
    expect(await place(buyer, productId, 1, firstRequest)).toMatchObject({
      orderId: placed[0]!.orderId,
      created: false,
    });

    // Once the farmer answers one (or the buyer cancels one), there is room again.
    await farmer.call('updateOrder', { orderId: placed[0]!.orderId, action: 'decline' });
    expect((await place(buyer, productId, 5)).created).toBe(true);
    await expect(place(buyer, productId, 6)).rejects.toMatchObject({ code: 'functions/resource-exhausted' });
    await buyer.call('updateOrder', { orderId: placed[1]!.orderId, action: 'cancel' });
    expect((await place(buyer, productId, 6)).created).toBe(true);
  });

  it('refuses an 11th open request with one farmer across products; other farmers and buyers are not affected', async () => {
    const products = [];
    for (let i = 0; i < 4; i++) products.push(await listProduct(farmer, { title: `Produce ${i}`, quantityG: 100_000 }));
    // 3 + 3 + 3 + 1 = 10 pending requests with this farmer.
    for (let i = 0; i < PER_FARMER; i++) await place(buyer, products[Math.floor(i / 3)]!, 1);
    const error = await place(buyer, products[3]!, 2).catch((e: unknown) => e);
    expect(refusal(error)).toEqual({
      code: 'functions/resource-exhausted',
      message: FARMER_MESSAGE,
      details: { code: 'orders/too-many-open-for-farmer', limit: 10 },
    });
    const otherBuyer = track(await signUpAs('user', 'vikram@example.com'));
    expect((await place(otherBuyer, products[3]!, 2)).created).toBe(true);
    const otherFarmer = track(await signUpAs('farmer', 'sunita@example.com'));
    expect((await place(buyer, await listProduct(otherFarmer, { quantityG: 10_000 }), 1)).created).toBe(true);
  });

  // 10 at once: production runs at most 10 instances of a function (see orders-race.spec.ts).
  it('holds the cap when 10 requests on one product arrive at once', async () => {
    const productId = await listProduct(farmer, { quantityG: 100_000 });
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => place(buyer, productId, i + 1)));
    const created = results.filter((r) => r.status === 'fulfilled');
    const refused = results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => refusal(r.reason));
    expect(created).toHaveLength(PER_PRODUCT);
    expect(new Set(refused.map((r) => r.code))).toEqual(new Set(['functions/resource-exhausted']));
    const orders = Object.keys(await everything()).filter((k) => k.startsWith('orders/'));
    expect(orders).toHaveLength(PER_PRODUCT);
  });
});
