import { collection, doc, onSnapshot, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_PROFILE, FARMER_PROFILE, signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore, TRIGGER_WAIT_MS } from '../helpers/env';
import { legacy, signUpFarmer, signUpUser, type LegacyAccount } from '../helpers/legacy-api';
import { startLocalPush } from '../../functions/src/notifications/local-push.test-support';
import { setStockAs } from '../helpers/market';
import { closeAdmin, listProduct, newRequestId, readDoc, uidOf } from '../helpers/orders';

// The emulator's VAPID public key (functions/src/shared/push.ts), written out.
const EMULATOR_VAPID_PUBLIC_KEY =
  'BDg6aEKsnjXKrJMkhXnNfxBKBZZr8ufmO5HVVR_fxyw3cGZ5KCy3xYgC9wfYjJl2aAsADetePvlussQR2EuV3-Q';

// Every order event writes one notification for the other party, in their
// language, whichever path made the order move (callables, automatic
// declines, the legacy API); the person sees it arrive live.
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
const item = (who: Client | string, orderId: string, event: string) =>
  readDoc(`notifications/${typeof who === 'string' ? who : uidOf(who)}/items/${orderId}_${event}`);

beforeAll(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
  [farmer, anita, vikram] = await Promise.all([
    signUpAs('farmer', 'ramesh.notify@example.com'),
    signUpAs('user', 'anita.notify@example.com'),
    signUpAs('user', 'vikram.notify@example.com', { ...BUYER_PROFILE, firstName: 'Vikram' }),
  ]);
});
afterAll(async () => {
  await Promise.all([farmer, anita, vikram].map((c) => c?.close()));
  await closeAdmin();
});

describe('order notifications', () => {
  it("a request reaches the farmer's list live, unread, with no contact details", async () => {
    const productId = await listProduct(farmer, { title: 'Red Onion', quantityG: 40_000 });
    const seen: string[] = [];
    const stop = onSnapshot(collection(farmer.db, 'notifications', uidOf(farmer), 'items'), (snap) => {
      seen.splice(0, seen.length, ...snap.docs.map((d) => String(d.get('body'))));
    });
    const orderId = await buy(anita, productId, 3);
    await poll(() => seen).toEqual(['Anita Sharma wants 3 kg of Red Onion.']);
    stop();
    const stored = await item(farmer, orderId, 'request');
    expect(stored).toMatchObject({ orderId, event: 'request', title: 'New buy request', read: false, lang: 'en' });
    expect(JSON.stringify(stored)).not.toMatch(/9876543210|@example\.com|110001/);
  });

  it('accept, dispatch and deliver reach the buyer; a cancel reaches the farmer; nobody hears of their own move', async () => {
    const productId = await listProduct(farmer, { title: 'Tur Dal', quantityG: 40_000 });
    const first = await buy(anita, productId, 5);
    await farmer.call('updateOrder', { orderId: first, action: 'accept' });
    await farmer.call('updateOrder', { orderId: first, action: 'dispatch' });
    await farmer.call('updateOrder', { orderId: first, action: 'deliver' });
    await poll(() => item(anita, first, 'delivered')).toMatchObject({ title: 'Order delivered' });
    expect(await item(anita, first, 'accepted')).toMatchObject({
      body: 'Ramesh Patil accepted your request for 5 kg of Tur Dal.',
    });
    expect(await item(anita, first, 'dispatched')).toMatchObject({ body: 'Ramesh Patil dispatched 5 kg of Tur Dal.' });
    expect(await item(farmer, first, 'accepted')).toBeUndefined();

    const second = await buy(vikram, productId, 2);
    await vikram.call('updateOrder', { orderId: second, action: 'cancel' });
    await poll(() => item(farmer, second, 'cancelled')).toMatchObject({
      body: 'Vikram Sharma cancelled the request for 2 kg of Tur Dal.',
    });
    expect(await item(vikram, second, 'cancelled')).toBeUndefined();
  });

  it('a decline by the farmer carries the reason; one by Krishi Haat says it was automatic', async () => {
    const productId = await listProduct(farmer, { title: 'Garlic', quantityG: 30_000 });
    const byHand = await buy(anita, productId, 4);
    await farmer.call('updateOrder', { orderId: byHand, action: 'decline', reason: 'Kept for the mandi' });
    await poll(() => item(anita, byHand, 'declined')).toMatchObject({
      title: 'Request declined',
      body: 'Ramesh Patil declined your request for 4 kg of Garlic. Reason: Kept for the mandi',
      auto: false,
    });

    const tooBig = await buy(vikram, productId, 25);
    await setStockAs(farmer, productId, 10_000);
    await poll(() => item(vikram, tooBig, 'declined')).toMatchObject({
      title: 'Declined automatically',
      body: 'Your request for 25 kg of Garlic was declined automatically: not enough stock left.',
      auto: true,
    });
  });

  it("writes in the person's chosen language", async () => {
    await setDoc(doc(farmer.db, 'notifications', uidOf(farmer)), {
      language: 'hi',
      push: false,
      events: { request: true, accepted: true, declined: true, dispatched: true, delivered: true, cancelled: true },
      updatedAt: serverTimestamp(),
    });
    const productId = await listProduct(farmer, { title: 'Moong', quantityG: 40_000 });
    const orderId = await buy(anita, productId, 15);
    await poll(() => item(farmer, orderId, 'request')).toMatchObject({
      title: 'नई खरीद माँग',
      body: 'Anita Sharma को 15 किलो Moong चाहिए।',
      lang: 'hi',
    });
  });

  it('the person marks one read; the bell query counts only unread ones', async () => {
    const productId = await listProduct(farmer, { title: 'Wheat', quantityG: 40_000 });
    const orderId = await buy(vikram, productId, 2);
    const path = `notifications/${uidOf(farmer)}/items/${orderId}_request`;
    await poll(() => readDoc(path)).toMatchObject({ read: false });
    await updateDoc(doc(farmer.db, path), { read: true });
    expect(await readDoc(path)).toMatchObject({ read: true });
  });
});

describe('order notifications as Web Push', () => {
  it("a request reaches the farmer's saved device through the push service, in the farmer's words", async () => {
    const service = await startLocalPush();
    try {
      const sita = await signUpAs('farmer', 'sita.push@example.com', { ...FARMER_PROFILE, firstName: 'Sita' });
      const device = await service.subscribe(EMULATOR_VAPID_PUBLIC_KEY);
      await sita.call('savePushSubscription', { endpoint: device.endpoint, keys: device.keys });
      const productId = await listProduct(sita, { title: 'Lemon', quantityG: 40_000 });
      const orderId = await buy(anita, productId, 6);
      await poll(async () => (await service.received(device)).map((m) => JSON.parse(m))).toEqual([
        {
          title: 'New buy request',
          body: 'Anita Sharma wants 6 kg of Lemon.',
          tag: 'kh-requests',
          url: `/OrderMessage?order=${orderId}`,
          lang: 'en',
        },
      ]);
      await sita.close();
    } finally {
      await service.stop();
    }
  });
});

describe('order notifications through the legacy API', () => {
  let oldFarmer: LegacyAccount;
  let oldBuyer: LegacyAccount;
  beforeAll(async () => {
    [oldFarmer, oldBuyer] = await Promise.all([
      signUpFarmer('legacy.notify@example.com'),
      signUpUser('legacy.buyer.notify@example.com'),
    ]);
  });

  it('an order placed the old way notifies its farmer exactly as an app order does', async () => {
    const added = await legacy<{ product: { _id: string } }>('POST', `/updateProduct/${oldFarmer.id}`, {
      token: oldFarmer.token,
      body: {
        farmerId: oldFarmer.id,
        title: 'Bajra',
        description: 'From Latur',
        rate: 30,
        quantity: 20,
        imageURL: '',
        farmLocation: [{ pincode: 413512, state: 'Maharashtra', district: 'Latur' }],
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const placed = await legacy<{ newOrderID: string }>('POST', `/myOrderUpdateUser?BuyerId=${oldBuyer.id}`, {
      token: oldBuyer.token,
      body: { farmerId: oldFarmer.id, buyerId: oldBuyer.id, title: 'Bajra', price: 30, quantity: 3 },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await poll(() => item(oldFarmer.id, placed.body.newOrderID, 'request')).toMatchObject({
      title: 'New buy request',
      event: 'request',
    });
  });
});
