import { createUserWithEmailAndPassword } from 'firebase/auth';
import { collection, doc, getDocs, query, setDoc, where } from 'firebase/firestore';
import * as lite from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, signIn, signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore } from '../helpers/env';
import {
  FARM_PLACE,
  closeAdmin,
  derivedFieldsWritten,
  everything,
  expectRefused,
  listProduct,
  newRequestId,
  readDoc,
  uidOf,
  withAdmin,
} from '../helpers/orders';

// placeBuyRequest: who may buy, what they may ask for, and that one request
// (however often it is sent) makes exactly one order with the product's price.
interface Placed {
  orderId: string;
  status: string;
  created: boolean;
}

let farmer: Client;
let buyer: Client;
let visitor: Client;
let newcomer: Client;
const place = (c: Client, data: unknown) => c.call<Placed>('placeBuyRequest', data);

describe('placeBuyRequest', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, buyer] = await Promise.all([
      signUpAs('farmer', 'ramesh@example.com'),
      signUpAs('user', 'anita@example.com'),
    ]);
    visitor = newClient();
    newcomer = newClient();
    await createUserWithEmailAndPassword(newcomer.auth, 'newcomer@example.com', 'secret1');
  });
  afterAll(async () => {
    await Promise.all([farmer, buyer, visitor, newcomer].map((c) => c?.close()));
    await closeAdmin();
  });

  it("creates one Pending order with the product's price and both parties' snapshots", async () => {
    const productId = await listProduct(farmer, { title: 'Tur Dal', pricePaise: 9_850, quantityG: 40_000 });
    const requestId = newRequestId();
    const before = Date.now();
    const res = await place(buyer, { productId, quantityG: 3000, requestId });
    expect(res).toMatchObject({ status: 'Pending', created: true });
    expect(res.orderId).toMatch(/^[A-Za-z0-9]{20}$/);

    const order = await readDoc(`orders/${res.orderId}`);
    expect(order).toEqual({
      productId,
      farmerId: uidOf(farmer),
      buyerId: uidOf(buyer),
      title: 'Tur Dal',
      pricePaise: 9_850,
      quantityG: 3000,
      totalPaise: 29_550,
      farmLocation: FARM_PLACE,
      status: 'Pending',
      buyRequests: 'Requested',
      // Names and places at once; e-mails and phone only once the farmer accepts.
      buyer: {
        name: 'Anita Sharma',
        address: { pincode: 110001, state: 'Delhi', district: 'New Delhi' },
        contact: null,
      },
      farmer: { name: 'Ramesh Patil', farmName: 'Patil Farms', farmLocation: FARM_PLACE, contact: null },
      timeline: [{ status: 'Pending', by: uidOf(buyer), role: 'user', at: expect.any(Number) }],
      declineReason: null,
      requestId,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    expect(order!.timeline[0].at).toBeGreaterThanOrEqual(before - 5_000);
    // Stock is taken on acceptance, not on request.
    expect(await readDoc(`products/${productId}`)).toMatchObject({ quantityG: 40_000, inStock: true });

    // Both parties read it under the rules; the buyer finds it in their own list.
    const mine = await getDocs(query(collection(buyer.db, 'orders'), where('buyerId', '==', uidOf(buyer))));
    expect(mine.docs.map((d) => d.id)).toContain(res.orderId);
    const inbox = await getDocs(query(collection(farmer.db, 'orders'), where('farmerId', '==', uidOf(farmer))));
    expect(inbox.docs.map((d) => d.id)).toContain(res.orderId);
  });

  it('answers a double click, a retry and a second tab with the same single order', async () => {
    const productId = await listProduct(farmer, { quantityG: 10_000 });
    const data = { productId, quantityG: 2000, requestId: newRequestId() };
    const tab2 = await signIn('anita@example.com');
    try {
      const answers = await Promise.all([place(buyer, data), place(buyer, data), place(tab2, data)]);
      const again = await place(buyer, data);
      const ids = new Set([...answers, again].map((a) => a.orderId));
      expect(ids.size).toBe(1);
      expect([...answers, again].filter((a) => a.created)).toHaveLength(1);
      expect(again).toMatchObject({ created: false, status: 'Pending' });
      const orders = await withAdmin(async (db) =>
        lite.getDocs(lite.query(lite.collection(db, 'orders'), lite.where('productId', '==', productId))),
      );
      expect(orders.size).toBe(1);
    } finally {
      await tab2.close();
    }
  });

  it('refuses a request id reused for another quantity and changes nothing', async () => {
    const productId = await listProduct(farmer, { quantityG: 10_000 });
    const requestId = newRequestId();
    await place(buyer, { productId, quantityG: 2000, requestId });
    await expectRefused(
      () => place(buyer, { productId, quantityG: 3000, requestId }),
      'already-exists',
      'This request was already used for a different order',
    );
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['a missing quantity', { quantityG: undefined }, 'Enter the quantity in kg'],
    ['a zero quantity', { quantityG: 0 }, 'Buy quantity must be at least 0.1 kg'],
    ['a negative quantity', { quantityG: -5000 }, 'Buy quantity must be at least 0.1 kg'],
    ['2.55 kg', { quantityG: 2550 }, 'Quantity goes in steps of 0.1 kg (100 g)'],
    ['a fraction of a gram', { quantityG: 2500.5 }, 'Quantity goes in steps of 0.1 kg (100 g)'],
    ['a huge quantity', { quantityG: 1e12 }, 'Quantity can be at most 1,00,000 kg'],
    ['a non-numeric quantity', { quantityG: 'five' }, 'Enter the quantity in kg'],
    ['a numeric string', { quantityG: '5000' }, 'Enter the quantity in kg'],
    // An old bundle's kg field: the grams are missing.
    ['kg instead of grams', { quantityG: undefined, quantityKg: 5 }, 'Enter the quantity in kg'],
    ['a missing request id', { requestId: undefined }, 'This request could not be identified; please try again'],
    ['a price sent by the client', { pricePaise: 1 }, 'The request has an unexpected field'],
    ['a product path', { productId: 'products/x' }, 'Choose a product to buy'],
  ];
  for (const [what, change, message] of bad) {
    it(`refuses ${what} with invalid-argument and changes nothing`, async () => {
      const productId = await listProduct(farmer, { quantityG: 10_000 });
      const data = { productId, quantityG: 1000, requestId: newRequestId(), ...change };
      await expectRefused(() => place(buyer, JSON.parse(JSON.stringify(data))), 'invalid-argument', message);
    });
  }

  it('takes 2.5 kg, and totals it to the paisa, half up', async () => {
    const productId = await listProduct(farmer, { title: 'Pyaz', pricePaise: 4_055, quantityG: 10_000 });
    const half = await place(buyer, { productId, quantityG: 2500, requestId: newRequestId() });
    // Rs. 40.55/kg × 2.5 kg = Rs. 101.375: Rs. 101.38.
    expect(await readDoc(`orders/${half.orderId}`)).toMatchObject({ quantityG: 2500, totalPaise: 10_138 });
    const tenth = await place(buyer, { productId, quantityG: 100, requestId: newRequestId() });
    // 0.1 kg = 405.5 paise: Rs. 4.06.
    expect(await readDoc(`orders/${tenth.orderId}`)).toMatchObject({ quantityG: 100, totalPaise: 406 });
  });

  it("keeps a whole-kg product's step: 2.5 kg is refused, 3 kg is taken", async () => {
    const productId = await listProduct(farmer, { title: 'Soybean bags', quantityG: 50_000, wholeKg: true });
    await expectRefused(
      () => place(buyer, { productId, quantityG: 2500, requestId: newRequestId() }),
      'invalid-argument',
      'This farmer sells in whole kg only',
    );
    const whole = await place(buyer, { productId, quantityG: 3000, requestId: newRequestId() });
    expect(whole.created).toBe(true);
  });

  it('refuses an unknown product', async () => {
    await expectRefused(
      () => place(buyer, { productId: 'noSuchProduct123', quantityG: 1000, requestId: newRequestId() }),
      'not-found',
      'This product is no longer listed',
    );
  });

  it('refuses more than the kg available', async () => {
    const productId = await listProduct(farmer, { quantityG: 7500 });
    await expectRefused(
      () => place(buyer, { productId, quantityG: 7600, requestId: newRequestId() }),
      'failed-precondition',
      'Not enough stock left: only 7.5 kg available',
    );
    const soldOut = await listProduct(farmer, { quantityG: 0 });
    await expectRefused(
      () => place(buyer, { productId: soldOut, quantityG: 1000, requestId: newRequestId() }),
      'failed-precondition',
      'Not enough stock left: only 0 kg available',
    );
  });

  it('refuses a farmer, whatever they send', async () => {
    const productId = await listProduct(farmer, { quantityG: 10_000 });
    const message = 'To place an order, please log in as a User. You are currently logged in as a Farmer.';
    await expectRefused(
      () => place(farmer, { productId, quantityG: 1000, requestId: newRequestId() }),
      'permission-denied',
      message,
    );
    await expectRefused(() => place(farmer, { quantityG: -1000 }), 'permission-denied', message);
  });

  it('refuses a visitor and an account that never finished signup', async () => {
    const productId = await listProduct(farmer, { quantityG: 10_000 });
    const data = { productId, quantityG: 1000, requestId: newRequestId() };
    await expectRefused(() => place(visitor, data), 'unauthenticated', 'Please sign up to buy anything');
    await expectRefused(() => place(newcomer, data), 'permission-denied', 'Please sign up to buy anything');
  });

  it("refuses a buyer their own product (legacy data where a buyer's id is the seller)", async () => {
    const productId = 'legacyOwnProduct01';
    await withAdmin((db) =>
      lite.setDoc(lite.doc(db, 'products', productId), {
        farmerId: uidOf(buyer),
        title: 'Ghee',
        titleLower: 'ghee',
        description: 'Home made',
        category: 'Dairy',
        pricePaise: 65_000,
        quantityG: 5000,
        inStock: true,
        imageURL: '',
        farmLocation: FARM_PLACE,
        createdAt: lite.serverTimestamp(),
        updatedAt: lite.serverTimestamp(),
      }),
    );
    await derivedFieldsWritten(productId);
    await expectRefused(
      () => place(buyer, { productId, quantityG: 1000, requestId: newRequestId() }),
      'permission-denied',
      "You can't buy your own product",
    );
  });

  it('keeps orders out of reach of direct client writes', async () => {
    const productId = await listProduct(farmer, { quantityG: 10_000 });
    const before = await everything();
    await expect(
      setDoc(doc(buyer.db, 'orders', 'forged'), {
        productId,
        farmerId: uidOf(farmer),
        buyerId: uidOf(buyer),
        status: 'Accepted!',
        pricePaise: 1,
        quantityG: 10_000,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await everything()).toEqual(before);
  });
});
