import { deleteDoc, doc, onSnapshot } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore, TRIGGER_WAIT_MS } from '../helpers/env';
import { setStockAs } from '../helpers/market';
import { closeAdmin, listProduct, newRequestId, readDoc } from '../helpers/orders';

// Requests that the stock can no longer fill are declined at once, with a
// reason, whether the stock fell by an accept, by the farmer's edit or because
// the product was deleted; the buyer's own live view shows it.
let farmer: Client;
let anita: Client;
let vikram: Client;

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: TRIGGER_WAIT_MS, interval: 100 });
const buy = async (c: Client, productId: string, quantityKg: number) =>
  (
    await c.call<{ orderId: string }>('placeBuyRequest', {
      productId,
      quantityG: quantityKg * 1000,
      requestId: newRequestId(),
    })
  ).orderId;
const statusOf = async (orderId: string) => (await readDoc(`orders/${orderId}`))?.status;

/** What the buyer's browser would see of one order, live. */
function watch(c: Client, orderId: string) {
  const seen: { status?: string; declineReason?: string | null; declineCode?: string | null } = {};
  const stop = onSnapshot(doc(c.db, 'orders', orderId), (snap) => Object.assign(seen, snap.data()));
  return { seen, stop };
}

describe('automatic declines when stock can no longer fill a request', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, anita, vikram] = await Promise.all([
      signUpAs('farmer', 'ramesh@example.com'),
      signUpAs('user', 'anita@example.com'),
      signUpAs('user', 'vikram@example.com'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([farmer, anita, vikram].map((c) => c?.close()));
    await closeAdmin();
  });

  it('an accept that leaves less stock declines the larger requests; smaller ones stay pending', async () => {
    const productId = await listProduct(farmer, { quantityG: 60_000 });
    const first = await buy(anita, productId, 50);
    const second = await buy(vikram, productId, 50);
    const small = await buy(vikram, productId, 10);
    const live = watch(vikram, second);

    await farmer.call('updateOrder', { orderId: first, action: 'accept' });
    await poll(() => live.seen.status).toBe('Declined');
    expect(live.seen.declineReason).toBe('Not enough stock left');
    // The reason's stable code, so a Hindi reader sees it in Hindi.
    expect(live.seen.declineCode).toBe('orders/declined-no-stock');
    live.stop();
    expect(await readDoc(`orders/${second}`)).toMatchObject({ buyRequests: 'Declined' });
    expect(await statusOf(small)).toBe('Pending');
    expect(await statusOf(first)).toBe('Accepted!');
    expect((await readDoc(`products/${productId}`))?.quantityG).toBe(10_000);
  });

  it('lowering the stock by hand declines what it can no longer fill', async () => {
    const productId = await listProduct(farmer, { quantityG: 40_000 });
    const big = await buy(anita, productId, 30);
    const small = await buy(vikram, productId, 5);
    const live = watch(anita, big);
    await setStockAs(farmer, productId, 20_000);
    await poll(() => live.seen.status).toBe('Declined');
    expect(live.seen.declineReason).toBe('Not enough stock left');
    live.stop();
    // The same run looked at the 5 kg request and left it: 20 kg can still fill it.
    expect(await statusOf(small)).toBe('Pending');
    await setStockAs(farmer, productId, 4000);
    await poll(() => statusOf(small)).toBe('Declined');
  });

  it('deleting the product declines all its pending requests, saying why', async () => {
    const productId = await listProduct(farmer, { quantityG: 40_000 });
    const a = await buy(anita, productId, 5);
    const b = await buy(vikram, productId, 1);
    const accepted = await buy(vikram, productId, 2);
    await farmer.call('updateOrder', { orderId: accepted, action: 'accept' });
    const live = watch(anita, a);
    await deleteDoc(doc(farmer.db, 'products', productId));
    await poll(() => live.seen.status).toBe('Declined');
    expect(live.seen.declineReason).toBe('The farmer removed this product');
    expect(live.seen.declineCode).toBe('orders/declined-product-removed');
    live.stop();
    await poll(() => readDoc(`orders/${b}`)).toMatchObject({
      status: 'Declined',
      declineReason: 'The farmer removed this product',
    });
    expect(await statusOf(accepted)).toBe('Accepted!');
  });
});
