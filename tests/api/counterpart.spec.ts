import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearAuth, clearFirestore } from '../helpers/env';
import {
  atWindowStart,
  expectError,
  legacy,
  signUpFarmer,
  signUpUser,
  type LegacyAccount,
} from '../helpers/legacy-api';
import { closeAdmin, everything } from '../helpers/orders';

// Issue 12 on the legacy API: order ids nobody can compute, strangers' orders
// answering like missing ones, the open-request cap on the old purchase, and
// the two parties of an order reading a limited view of each other
// (/currentUserData and /currentFarmerData), never orders or finances.
let farmer: LegacyAccount;
let otherFarmer: LegacyAccount;
let buyer: LegacyAccount;
let otherBuyer: LegacyAccount;
let productId: string;

async function buy(account: LegacyAccount, quantity: number, product = productId) {
  const res = await legacy<{ newOrderID: string }>('POST', `/myOrderUpdateUser?BuyerId=${account.id}`, {
    token: account.token,
    body: { farmerId: farmer.id, buyerId: account.id, productId: product, title: 'Tur Dal', quantity },
  });
  return res;
}

const accept = (orderId: string) =>
  legacy('POST', `/orderUpdateFarmerAccept?farmerId=${farmer.id}&orderId=${orderId}`, { token: farmer.token });

/** The order id main derived from public data alone: sha256 of uid, product, quantity and the 30 s window. */
function unkeyedLegacyOrderId(uid: string, product: string, quantity: number, window: number): string {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const requestId = `legacy-${createHash('sha256')
    .update(`${uid}:${product}:${quantity}:${window}`)
    .digest('base64url')
    .slice(0, 32)}`;
  const digest = createHash('sha256').update(`${uid}:${requestId}`).digest();
  return Array.from(digest.subarray(0, 20), (b) => abc[b % abc.length]).join('');
}

describe('legacy API: order privacy and the parties of an order', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, otherFarmer, buyer, otherBuyer] = await Promise.all([
      signUpFarmer('ramesh@example.com'),
      signUpFarmer('sunita@example.com'),
      signUpUser('anita@example.com'),
      signUpUser('vikram@example.com'),
    ]);
    const p = await legacy<{ product: { _id: string } }>('POST', `/updateProduct/${farmer.id}`, {
      token: farmer.token,
      body: { title: 'Tur Dal', description: 'Fresh dal', rate: 98.5, quantity: 100, imageURL: '' },
    });
    productId = p.body.product._id;
  });
  afterAll(closeAdmin);

  it('gives an order id that public data (buyer, product, quantity, time window) does not reveal', async () => {
    await atWindowStart();
    const window = Math.floor(Date.now() / 30_000);
    const res = await buy(buyer, 7);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const guesses = [window - 1, window, window + 1].map((w) => unkeyedLegacyOrderId(buyer.id, productId, 7, w));
    expect(guesses).not.toContain(res.body.newOrderID);
    // The same purchase repeated in the window still finds its order (the key is stable).
    expect((await buy(buyer, 7)).body.newOrderID).toBe(res.body.newOrderID);
  });

  it("answers a stranger on someone else's order exactly as on a missing one", async () => {
    const { newOrderID } = (await buy(buyer, 2)).body;
    const missing = 'noSuchOrder123456789';
    const secondCall = (id: string) =>
      legacy('POST', `/buyRequest?SellerId=${farmer.id}`, {
        token: otherBuyer.token,
        body: { farmerId: farmer.id, buyerId: otherBuyer.id, userOrder: id, title: 'Tur Dal', quantity: 2 },
      });
    const orderData = (id: string) =>
      legacy('GET', `/currentUserDataOrder?farmerId=${otherFarmer.id}&orderId=${id}`, { token: otherFarmer.token });
    const userAccept = (id: string) =>
      legacy('POST', `/orderUpdateUserAccept?userId=${buyer.id}&orderId=${id}`, { token: otherFarmer.token });
    for (const call of [secondCall, orderData, userAccept]) {
      const [real, none] = [await call(newOrderID), await call(missing)];
      expect(real).toEqual(none);
      expectError(real, 404, 'This order does not exist');
    }
  });

  it('caps open requests on the old purchase too: 429 with the message and code', async () => {
    const p = await legacy<{ product: { _id: string } }>('POST', `/updateProduct/${farmer.id}`, {
      token: farmer.token,
      body: { title: 'Chana', description: 'Kabuli chana', rate: 80, quantity: 100, imageURL: '' },
    });
    const chana = p.body.product._id;
    for (const kg of [1, 2, 3]) expect((await buy(otherBuyer, kg, chana)).status).toBe(200);
    const before = await everything();
    const refused = await buy(otherBuyer, 4, chana);
    expectError(
      refused,
      429,
      "You already have 3 open requests for this product. Wait for the farmer's answer or cancel one.",
    );
    expect((refused.body as Record<string, unknown>).code).toBe('orders/too-many-open-for-product');
    expect(await everything()).toEqual(before);
  });

  it('GET /currentUserData?userId={buyer}: their farmer reads names and delivery place, contact once accepted', async () => {
    const path = `/currentUserData?userId=${buyer.id}`;
    const pending = await legacy<{ userData: Record<string, unknown> }>('GET', path, { token: farmer.token });
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    expect(pending.body.userData).toEqual({
      _id: buyer.id,
      firstName: 'Anita',
      lastName: 'Sharma',
      profilePicture: '',
      address: [{ pincode: 110001, state: 'Delhi', district: 'New Delhi' }],
    });

    const { newOrderID } = (await buy(buyer, 5)).body;
    expect((await accept(newOrderID)).status).toBe(200);
    const after = await legacy<{ userData: Record<string, unknown> }>('GET', path, { token: farmer.token });
    expect(after.body.userData).toEqual({
      _id: buyer.id,
      firstName: 'Anita',
      lastName: 'Sharma',
      profilePicture: '',
      address: [{ pincode: 110001, state: 'Delhi', district: 'New Delhi' }],
      email: 'anita@example.com',
      username: 'anita@example.com',
      emailVerified: false,
      phoneNumber: '9876543210',
    });
    expect(after.body.userData).not.toHaveProperty('myOrder');
  });

  it('GET /currentFarmerData?FarmerID={seller}: their buyer reads names and farm place, e-mail once accepted', async () => {
    const path = `/currentFarmerData?FarmerID=${farmer.id}`;
    // otherBuyer has only pending orders with this farmer.
    const pending = await legacy<{ farmerData: Record<string, unknown> }>('GET', path, { token: otherBuyer.token });
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    expect(pending.body.farmerData).toEqual({
      _id: farmer.id,
      firstName: 'Ramesh',
      lastName: 'Patil',
      farmName: 'Patil Farms',
      profilePicture: '',
      farmLocation: [{ pincode: 413512, state: 'Maharashtra', district: 'Latur' }],
    });
    // buyer has an accepted order with them.
    const accepted = await legacy<{ farmerData: Record<string, unknown> }>('GET', path, { token: buyer.token });
    expect(accepted.body.farmerData).toEqual({
      ...pending.body.farmerData,
      email: 'ramesh@example.com',
      emailVerified: false,
    });
    for (const field of ['order', 'productSell', 'income', 'expenditure', 'profit', 'loss']) {
      expect(accepted.body.farmerData).not.toHaveProperty(field);
    }
  });

  it('refuses everyone else: another farmer, another buyer, the wrong role', async () => {
    expectError(await legacy('GET', `/currentUserData?userId=${buyer.id}`, { token: otherFarmer.token }), 403);
    expectError(await legacy('GET', `/currentUserData?userId=${buyer.id}`, { token: otherBuyer.token }), 403);
    expectError(await legacy('GET', `/currentFarmerData?FarmerID=${otherFarmer.id}`, { token: buyer.token }), 403);
    expectError(await legacy('GET', `/currentFarmerData?FarmerID=${farmer.id}`, { token: otherFarmer.token }), 403);
    expectError(await legacy('GET', `/currentFarmerData?FarmerID=${farmer.id}`), 401);
  });
});
