import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Client } from '../helpers/client';
import { clearAuth, clearFirestore } from '../helpers/env';
import {
  HOSTING_BASE,
  atWindowStart,
  expectError,
  legacy,
  signUpFarmer,
  signUpUser,
  type LegacyAccount,
} from '../helpers/legacy-api';
import { closeAdmin, everything, readDoc } from '../helpers/orders';

// Products and the old two-call purchase, then the farmer's accept, seen from
// the new app's data: one order, the product's price, stock taken once.
let farmer: LegacyAccount;
let other: LegacyAccount;
let buyer: LegacyAccount;
let buyerApp: Client;

const tomato = { title: 'Red Tomatoes', description: 'Fresh from Latur', rate: 40.5, quantity: '20', imageURL: '' };

async function addProduct(account: LegacyAccount, fields: Record<string, unknown> = {}) {
  const res = await legacy<{ product: Record<string, unknown> }>('POST', `/updateProduct/${account.id}`, {
    token: account.token,
    body: {
      farmerId: account.id,
      ...tomato,
      farmLocation: [{ pincode: 999999, state: 'X', district: 'Y' }],
      ...fields,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product;
}

describe('legacy API: products and orders', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, other, buyer] = await Promise.all([
      signUpFarmer('ramesh@example.com'),
      signUpFarmer('other@example.com'),
      signUpUser('anita@example.com'),
    ]);
    buyerApp = await signIn('anita@example.com', 'secre1');
  });
  afterAll(async () => {
    await buyerApp?.close();
    await closeAdmin();
  });

  it("POST /updateProduct/{farmerId} adds a product in paise and kg, with the farmer's own place", async () => {
    const p = await addProduct(farmer);
    expect(p).toMatchObject({ farmerId: farmer.id, title: 'Red Tomatoes', rate: 40.5, quantity: 20 });
    expect(await readDoc(`products/${String(p._id)}`)).toMatchObject({
      pricePaise: 4050,
      quantityG: 20_000,
      inStock: true,
      category: 'Other',
      titleLower: 'red tomatoes',
      farmLocation: { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
    });
    // With its _id the same route edits it.
    const edit = await legacy<{ product: Record<string, unknown> }>('POST', `/updateProduct/${farmer.id}`, {
      token: farmer.token,
      body: { ...tomato, _id: p._id, rate: '42', quantity: 25 },
    });
    expect(edit.status).toBe(200);
    expect(edit.body.product).toMatchObject({ rate: 42, quantity: 25 });
  });

  it('refuses product writes without a token, for another farmer, by a buyer, or with bad fields; nothing changes', async () => {
    const before = await everything();
    const path = `/updateProduct/${farmer.id}`;
    expectError(await legacy('POST', path, { body: tomato }), 401);
    expectError(await legacy('POST', path, { body: tomato, token: other.token }), 403);
    expectError(await legacy('POST', `/updateProduct/${buyer.id}`, { body: tomato, token: buyer.token }), 300);
    const bad: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ title: '' }, 'Please Fill all details!'],
      [{ rate: 'abc' }, /rate must be rupees per kg/],
      [{ rate: 0 }, /rate must be between/],
      [{ quantity: 2.55 }, 'quantity goes in steps of 0.1 kg'],
      [{ quantity: '2.55' }, 'quantity goes in steps of 0.1 kg'],
      [{ quantity: -1 }, 'quantity must be at least 0 kg'],
      [{ quantity: 0 }, 'quantity must be at least 0.1 kg'],
      [{ imageURL: 'javascript:alert(1)' }, /imageURL/],
      [{ category: 'Gold' }, /category/],
    ];
    for (const [fields, error] of bad) {
      expectError(await legacy('POST', path, { body: { ...tomato, ...fields }, token: farmer.token }), 400, error);
    }
    expect(await everything()).toEqual(before);
  });

  it("GET /market_product is public and shows products and farmers' public fields only", async () => {
    const res = await legacy<{ data: Array<Record<string, unknown>>; farmerData: Array<Record<string, unknown>> }>(
      'GET',
      '/market_product',
      { base: HOSTING_BASE },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ title: 'Red Tomatoes', rate: 42, quantity: 25, farmerId: farmer.id });
    expect(res.body.farmerData).toEqual([
      {
        _id: farmer.id,
        firstName: 'Ramesh',
        lastName: 'Patil',
        farmName: 'Patil Farms',
        farmLocation: [{ pincode: 413512, state: 'Maharashtra', district: 'Latur' }],
        profilePicture: '',
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/@example\.com|finances|income|order/);
  });

  it("GET /addProduct lists the farmer's products for the farmer only", async () => {
    const res = await legacy<{ farmerData: { productSell: unknown[] } }>('GET', `/addProduct?farmerId=${farmer.id}`, {
      token: farmer.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.farmerData.productSell).toHaveLength(1);
    expectError(await legacy('GET', `/addProduct?farmerId=${farmer.id}`), 401);
    expectError(await legacy('GET', `/addProduct?farmerId=${farmer.id}`, { token: other.token }), 403);
  });

  it("DELETE /deleteMyProduct removes only the caller's own product", async () => {
    const p = await addProduct(farmer, { title: 'Old Onions' });
    const path = `/deleteMyProduct?farmerId=${farmer.id}&productId=${String(p._id)}`;
    expectError(await legacy('DELETE', path), 401);
    expectError(await legacy('DELETE', path, { token: other.token }), 403);
    const mine = `/deleteMyProduct?farmerId=${other.id}&productId=${String(p._id)}`;
    expectError(await legacy('DELETE', mine, { token: other.token }), 403, 'This is not your product');
    expect((await legacy('DELETE', path, { token: farmer.token })).status).toBe(200);
    expect(await readDoc(`products/${String(p._id)}`)).toBeUndefined();
    expectError(await legacy('DELETE', path, { token: farmer.token }), 404);
  });

  it("the old two-call purchase makes ONE order at the product's price; the farmer's accept takes the stock once", async () => {
    const p = await addProduct(farmer, { title: 'Tur Dal', rate: 98.5, quantity: 40 });
    const productId = String(p._id);
    // Exactly what the old market dialog sends, with a tampered price and status.
    const order = {
      farmerId: farmer.id,
      buyerId: buyer.id,
      title: 'Tur Dal',
      price: 1,
      quantity: 3,
      farmLocation: { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
      status: 'Accepted!',
      buyRequests: 'Accepted',
    };
    await atWindowStart();
    const first = await legacy<{ newOrderID: string }>('POST', `/myOrderUpdateUser?BuyerId=${buyer.id}`, {
      token: buyer.token,
      body: order,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const orderId = first.body.newOrderID;
    const second = await legacy('POST', `/buyRequest?SellerId=${farmer.id}`, {
      base: HOSTING_BASE,
      token: buyer.token,
      body: { ...order, userOrder: orderId },
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    // A double click of the first call lands on the same order.
    const again = await legacy<{ newOrderID: string }>('POST', `/myOrderUpdateUser?BuyerId=${buyer.id}`, {
      token: buyer.token,
      body: order,
    });
    expect(again.body.newOrderID).toBe(orderId);

    const orders = Object.keys(await everything()).filter((k) => k.startsWith('orders/'));
    expect(orders).toEqual([`orders/${orderId}`]);
    expect(await readDoc(`orders/${orderId}`)).toMatchObject({
      productId,
      buyerId: buyer.id,
      farmerId: farmer.id,
      pricePaise: 9850,
      quantityG: 3000,
      totalPaise: 29550,
      status: 'Pending',
      buyRequests: 'Requested',
    });

    // Both order screens read the same order.
    const farmerView = await legacy<{ ProductData: Record<string, unknown> }>(
      'GET',
      `/currentUserDataOrder?farmerId=${farmer.id}&orderId=${orderId}`,
      { token: farmer.token },
    );
    expect(farmerView.body.ProductData).toMatchObject({
      title: 'Tur Dal',
      quantity: 3,
      price: 98.5,
      status: 'Pending',
      userOrder: orderId,
    });
    const buyerView = await legacy<{ ProductData: Record<string, unknown> }>(
      'GET',
      `/currentUserUserDataOrder?farmerId=${buyer.id}&orderId=${orderId}`,
      { token: buyer.token },
    );
    expect(buyerView.body.ProductData).toMatchObject({ status: 'Pending', total: 295.5 });
    // Another farmer's order answers like a missing one.
    expectError(
      await legacy('GET', `/currentUserDataOrder?farmerId=${other.id}&orderId=${orderId}`, { token: other.token }),
      404,
      'This order does not exist',
    );

    // The farmer accepts as the old screen does: the farmer side, then the buyer side.
    const accept = `/orderUpdateFarmerAccept?farmerId=${farmer.id}&orderId=${orderId}`;
    expectError(await legacy('POST', accept), 401);
    expectError(
      await legacy('POST', `/orderUpdateFarmerAccept?farmerId=${buyer.id}&orderId=${orderId}`, { token: buyer.token }),
      403,
    );
    const accepted = await legacy('POST', accept, { token: farmer.token, base: HOSTING_BASE });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.status).toBe('Accepted!');
    const userSide = await legacy('POST', `/orderUpdateUserAccept?userId=${buyer.id}&orderId=${orderId}`, {
      token: farmer.token,
    });
    expect(userSide.status).toBe(200);
    expectError(await legacy('POST', accept, { token: farmer.token }), 404, 'Already Accepted');

    // Seen from the new app: the buyer's own client reads the one order; stock went 40 -> 37.
    const seen = await getDoc(doc(buyerApp.db, 'orders', orderId));
    expect(seen.data()).toMatchObject({ status: 'Accepted!', buyRequests: 'Accepted', quantityG: 3000 });
    expect(seen.data()!.timeline.map((t: { status: string }) => t.status)).toEqual(['Pending', 'Accepted!']);
    expect(await readDoc(`products/${productId}`)).toMatchObject({ quantityG: 37_000, inStock: true });

    // And in the old lists of both parties.
    const mine = await legacy<{ userData: { myOrder: Array<Record<string, unknown>> } }>(
      'GET',
      `/currentUserData?userId=${buyer.id}`,
      {
        token: buyer.token,
      },
    );
    expect(mine.body.userData.myOrder).toEqual([expect.objectContaining({ _id: orderId, status: 'Accepted!' })]);
    const theirs = await legacy<{ farmerData: { order: Array<Record<string, unknown>> } }>(
      'GET',
      `/currentFarmerData?FarmerID=${farmer.id}`,
      { token: farmer.token },
    );
    expect(theirs.body.farmerData.order).toEqual([expect.objectContaining({ _id: orderId, buyerId: buyer.id })]);
  });

  it('takes kg with a decimal, as a number or as text, and answers in kg', async () => {
    const p = await addProduct(farmer, { title: 'Pyaz', rate: 30, quantity: '12.5' });
    expect(p).toMatchObject({ title: 'Pyaz', quantity: 12.5 });
    expect(await readDoc(`products/${String(p._id)}`)).toMatchObject({ quantityG: 12_500, wholeKg: false });
    const path = `/myOrderUpdateUser?BuyerId=${buyer.id}`;
    const body = { farmerId: farmer.id, title: 'Pyaz', quantity: '2.5' };
    const placed = await legacy<{ newOrderID: string }>('POST', path, { token: buyer.token, body });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // Rs. 30/kg × 2.5 kg = Rs. 75.
    expect(await readDoc(`orders/${placed.body.newOrderID}`)).toMatchObject({ quantityG: 2500, totalPaise: 7500 });
    const view = await legacy<{ ProductData: Record<string, unknown> }>(
      'GET',
      `/currentUserDataOrder?farmerId=${farmer.id}&orderId=${placed.body.newOrderID}`,
      { token: farmer.token },
    );
    expect(view.body.ProductData).toMatchObject({ title: 'Pyaz', quantity: 2.5, price: 30, total: 75 });
    expectError(
      await legacy('POST', path, { token: buyer.token, body: { ...body, quantity: 0.25 } }),
      400,
      'Quantity goes in steps of 0.1 kg (100 g)',
    );
  });

  it('refuses purchases the rules forbid: over stock, by a farmer, for someone else, without a token, bad input', async () => {
    const before = await everything();
    const body = { farmerId: farmer.id, title: 'Red Tomatoes', quantity: 26 };
    const path = `/myOrderUpdateUser?BuyerId=${buyer.id}`;
    expectError(
      await legacy('POST', path, { token: buyer.token, body }),
      400,
      'Not enough stock left: only 25 kg available',
    );
    expectError(await legacy('POST', path, { body }), 401);
    expectError(await legacy('POST', path, { token: farmer.token, body }), 403);
    expectError(
      await legacy('POST', `/myOrderUpdateUser?BuyerId=${farmer.id}`, { token: farmer.token, body }),
      403,
      'To place an order, please log in as a User. You are currently logged in as a Farmer.',
    );
    expectError(await legacy('POST', path, { token: buyer.token, body: { ...body, buyerId: other.id } }), 403);
    expectError(
      await legacy('POST', path, { token: buyer.token, body: { ...body, quantity: 0 } }),
      400,
      'Buy quantity must be at least 0.1 kg',
    );
    expectError(
      await legacy('POST', path, { token: buyer.token, body: { ...body, quantity: 'two' } }),
      400,
      'Enter the quantity in kg',
    );
    expectError(await legacy('POST', path, { token: buyer.token, body: { ...body, title: 'Gold' } }), 404);
    expectError(
      await legacy('POST', `/buyRequest?SellerId=${farmer.id}`, { token: buyer.token, body: {} }),
      400,
      /userOrder/,
    );
    expectError(
      await legacy('POST', `/buyRequest?SellerId=${farmer.id}`, {
        token: buyer.token,
        body: { userOrder: 'missing1' },
      }),
      404,
    );
    expect(await everything()).toEqual(before);
  });
});
