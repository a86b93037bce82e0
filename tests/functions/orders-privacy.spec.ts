import { applyActionCode, sendEmailVerification } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs, type Client } from '../helpers/client';
import { HOST, PORTS, PROJECT_ID, clearAuth, clearFirestore, messageOf } from '../helpers/env';
import { closeAdmin, listProduct, newRequestId } from '../helpers/orders';

// What each party of an order sees of the other, and when (docs/spec-deviations.md,
// "Who sees whose contact details"): names and places at once, e-mails (with
// Auth's verified flag) and the buyer's phone only once the farmer accepts; and
// a stranger cannot tell someone else's order from a missing one.
let farmer: Client;
let buyer: Client;
let otherBuyer: Client;
let otherFarmer: Client;

const place = (c: Client, productId: string, quantityKg = 1) =>
  c.call<{ orderId: string }>('placeBuyRequest', {
    productId,
    quantityG: quantityKg * 1000,
    requestId: newRequestId(),
  });
const act = (c: Client, orderId: string, action: string) => c.call('updateOrder', { orderId, action });
/** The order as that party's own client reads it, under firestore.rules. */
const seenBy = async (c: Client, orderId: string) => (await getDoc(doc(c.db, 'orders', orderId))).data()!;

/** Verifies the account's e-mail the way a person does: the verification mail's link, from the Auth emulator. */
async function verifyEmail(c: Client): Promise<void> {
  const user = c.auth.currentUser!;
  await sendEmailVerification(user);
  const res = await fetch(`http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobCode: string }>;
  };
  const code = oobCodes.filter((o) => o.email === user.email && o.requestType === 'VERIFY_EMAIL').pop();
  await applyActionCode(c.auth, code!.oobCode);
  await user.reload();
  expect(user.emailVerified).toBe(true);
}

describe('order privacy', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, buyer, otherBuyer, otherFarmer] = await Promise.all([
      signUpAs('farmer', 'ramesh@example.com'),
      signUpAs('user', 'anita@example.com'),
      signUpAs('user', 'vikram@example.com'),
      signUpAs('farmer', 'sunita@example.com'),
    ]);
  });
  afterAll(async () => {
    await Promise.all([farmer, buyer, otherBuyer, otherFarmer].map((c) => c?.close()));
    await closeAdmin();
  });

  it("a buyer who places and cancels a 1 kg order never gets the farmer's e-mail", async () => {
    const productId = await listProduct(farmer, { quantityG: 50_000 });
    const { orderId } = await place(buyer, productId, 1);
    const pending = await seenBy(buyer, orderId);
    expect(pending.farmer).toEqual({
      name: 'Ramesh Patil',
      farmName: 'Patil Farms',
      farmLocation: { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
      contact: null,
    });
    expect(JSON.stringify(pending)).not.toContain('ramesh@example.com');
    await act(buyer, orderId, 'cancel');
    expect(JSON.stringify(await seenBy(buyer, orderId))).not.toContain('ramesh@example.com');
  });

  it("the farmer sees the buyer's name and delivery place while pending, not their phone or e-mail", async () => {
    const productId = await listProduct(farmer, { quantityG: 50_000 });
    const { orderId } = await place(buyer, productId, 2);
    const pending = await seenBy(farmer, orderId);
    expect(pending.buyer).toEqual({
      name: 'Anita Sharma',
      address: { pincode: 110001, state: 'Delhi', district: 'New Delhi' },
      contact: null,
    });
    const text = JSON.stringify(pending);
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain('anita@example.com');
    // Declining shares nothing either.
    await act(farmer, orderId, 'decline');
    expect((await seenBy(farmer, orderId)).buyer.contact).toBeNull();
  });

  it('accepting shares both contacts, each e-mail marked with whether Auth verified it', async () => {
    const productId = await listProduct(farmer, { quantityG: 50_000 });
    const { orderId } = await place(buyer, productId, 2);
    await act(farmer, orderId, 'accept');
    const accepted = await seenBy(buyer, orderId);
    // No UPI ID in this farmer's settings: the buyer is told there is none ('').
    expect(accepted.farmer.contact).toEqual({ email: 'ramesh@example.com', emailVerified: false, upiId: '' });
    expect((await seenBy(farmer, orderId)).buyer.contact).toEqual({
      email: 'anita@example.com',
      emailVerified: false,
      phoneNumber: '9876543210',
    });

    // Once the farmer verifies their e-mail (the real verification link), the next accepted order says so.
    await verifyEmail(farmer);
    const next = await place(buyer, productId, 3);
    await act(farmer, next.orderId, 'accept');
    expect((await seenBy(buyer, next.orderId)).farmer.contact).toEqual({
      email: 'ramesh@example.com',
      emailVerified: true,
      upiId: '',
    });
    expect((await seenBy(farmer, next.orderId)).buyer.contact.emailVerified).toBe(false);
  });

  it("answers a stranger's step on someone else's order exactly as on an order that does not exist", async () => {
    const productId = await listProduct(farmer, { quantityG: 50_000 });
    const { orderId } = await place(buyer, productId, 1);
    const answer = (c: Client, id: string, action: string) =>
      act(c, id, action).then(
        () => 'accepted?!',
        (e: unknown) => ({ code: (e as { code?: string }).code, message: messageOf(e) }),
      );
    const missing = 'noSuchOrder123456789';
    expect(await answer(otherBuyer, orderId, 'cancel')).toEqual(await answer(otherBuyer, missing, 'cancel'));
    expect(await answer(otherFarmer, orderId, 'accept')).toEqual(await answer(otherFarmer, missing, 'accept'));
    expect(await answer(otherFarmer, orderId, 'accept')).toEqual({
      code: 'functions/not-found',
      message: 'This order does not exist',
    });
    expect((await seenBy(buyer, orderId)).status).toBe('Pending');
  });
});
