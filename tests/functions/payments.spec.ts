import { doc, getDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_PROFILE, FARMER_PROFILE, signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore } from '../helpers/env';
import { closeAdmin, expectRefused, listProduct, newRequestId, readDoc } from '../helpers/orders';

// Paying by UPI after an Accept: the farmer's UPI ID (settings) reaches only
// the buyer of an accepted order; the buyer says "I have paid", the farmer
// confirms, each once and only in the right states, each on the timeline.
let farmer: Client;
let anita: Client;
let vikram: Client;

const buy = async (c: Client, productId: string, quantityKg: number) =>
  (
    await c.call<{ orderId: string }>('placeBuyRequest', {
      productId,
      quantityG: quantityKg * 1000,
      requestId: newRequestId(),
    })
  ).orderId;
const pay = (c: Client, data: Record<string, unknown>) => c.call<{ payment: string }>('recordPayment', data);

beforeAll(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
  [farmer, anita, vikram] = await Promise.all([
    signUpAs('farmer', 'ramesh.pay@example.com'),
    signUpAs('user', 'anita.pay@example.com'),
    signUpAs('user', 'vikram.pay@example.com', { ...BUYER_PROFILE, firstName: 'Vikram' }),
  ]);
});
afterAll(async () => {
  await Promise.all([farmer, anita, vikram].map((c) => c?.close()));
  await closeAdmin();
});

describe('a farmer UPI ID', () => {
  it('is saved in settings exactly as typed, refused when malformed, and private', async () => {
    await expectRefused(
      () => farmer.call('updateProfile', { ...FARMER_PROFILE, upiId: 'ramesh at okaxis' }),
      'invalid-argument',
      'Enter a UPI ID like name@bank',
    );
    await farmer.call('updateProfile', { ...FARMER_PROFILE, upiId: 'Ramesh.Patil@okaxis' });
    expect(await readDoc(`farmers/${farmer.auth.currentUser!.uid}`)).toMatchObject({ upiId: 'Ramesh.Patil@okaxis' });
    expect(await readDoc(`publicProfiles/${farmer.auth.currentUser!.uid}`)).not.toHaveProperty('upiId');
  });
});

describe('recording a UPI payment', () => {
  it('the buyer of an accepted order gets the UPI ID, says paid once; the farmer confirms once', async () => {
    const productId = await listProduct(farmer, { title: 'Tur Dal', quantityG: 40_000, pricePaise: 9850 });
    const orderId = await buy(anita, productId, 3);
    expect((await getDoc(doc(anita.db, 'orders', orderId))).get('farmer.contact')).toBeNull();
    await expectRefused(
      () => pay(anita, { orderId, action: 'paid' }),
      'failed-precondition',
      'An order can be paid for once the farmer has accepted it',
    );

    await farmer.call('updateOrder', { orderId, action: 'accept' });
    expect((await getDoc(doc(anita.db, 'orders', orderId))).get('farmer.contact.upiId')).toBe('Ramesh.Patil@okaxis');

    await expectRefused(
      () => pay(farmer, { orderId, action: 'paid' }),
      'permission-denied',
      'Only the buyer of this order can say it is paid',
    );
    await expectRefused(
      () => pay(anita, { orderId, action: 'paid', reference: '12 34' }),
      'invalid-argument',
      'A UPI reference has 6 to 40 letters and digits',
    );
    expect(await pay(anita, { orderId, action: 'paid', reference: '412345678901' })).toMatchObject({
      payment: 'claimed',
    });
    await expectRefused(
      () => pay(anita, { orderId, action: 'paid' }),
      'failed-precondition',
      'This payment is already recorded',
    );
    await expectRefused(
      () => pay(anita, { orderId, action: 'received' }),
      'permission-denied',
      'Only the farmer of this order can confirm the payment',
    );
    await expectRefused(() => pay(vikram, { orderId, action: 'paid' }), 'not-found');

    expect(await pay(farmer, { orderId, action: 'received' })).toMatchObject({ payment: 'received' });
    await expectRefused(
      () => pay(farmer, { orderId, action: 'received' }),
      'failed-precondition',
      'This payment is already recorded',
    );

    const order = await readDoc(`orders/${orderId}`);
    expect(order?.status).toBe('Accepted!');
    expect(order?.payment).toMatchObject({ state: 'received', reference: '412345678901' });
    const steps = (order?.timeline as Array<Record<string, unknown>>).map((e) => [
      e.status,
      e.role,
      e.payment ?? null,
      e.note ?? null,
    ]);
    expect(steps).toEqual([
      ['Pending', 'user', null, null],
      ['Accepted!', 'farmer', null, null],
      ['Accepted!', 'user', 'paid', '412345678901'],
      ['Accepted!', 'farmer', 'received', null],
    ]);
  });

  it('a UPI ID saved after the accept reaches that order while it waits for payment, and only then', async () => {
    await farmer.call('updateProfile', { ...FARMER_PROFILE, upiId: '' });
    const productId = await listProduct(farmer, { title: 'Chana', quantityG: 40_000 });
    const waiting = await buy(anita, productId, 2);
    const paid = await buy(vikram, productId, 3);
    const pending = await buy(anita, productId, 4);
    await farmer.call('updateOrder', { orderId: waiting, action: 'accept' });
    await farmer.call('updateOrder', { orderId: paid, action: 'accept' });
    expect((await getDoc(doc(anita.db, 'orders', waiting))).get('farmer.contact.upiId')).toBe('');
    await pay(vikram, { orderId: paid, action: 'paid' });

    const saved = await farmer.call('updateProfile', { ...FARMER_PROFILE, upiId: 'ramesh@ybl' });
    expect(saved).toMatchObject({ ordersUpdated: 1 });
    expect((await getDoc(doc(anita.db, 'orders', waiting))).get('farmer.contact.upiId')).toBe('ramesh@ybl');
    // Vikram says he paid already: his order keeps the ID he paid to.
    expect((await getDoc(doc(vikram.db, 'orders', paid))).get('farmer.contact.upiId')).toBe('');
    // Not accepted: no contacts at all yet.
    expect((await readDoc(`orders/${pending}`))?.farmer).toMatchObject({ contact: null });
    // Leaving the UPI ID out of a save changes no order.
    expect(await farmer.call('updateProfile', { ...FARMER_PROFILE })).toMatchObject({ ordersUpdated: 0 });
  });

  it('nobody writes a payment on the order directly', async () => {
    const productId = await listProduct(farmer, { title: 'Moong', quantityG: 40_000 });
    const orderId = await buy(anita, productId, 2);
    await farmer.call('updateOrder', { orderId, action: 'accept' });
    await expect(updateDoc(doc(anita.db, 'orders', orderId), { 'payment.state': 'received' })).rejects.toThrow();
    await expect(updateDoc(doc(farmer.db, 'orders', orderId), { 'payment.state': 'received' })).rejects.toThrow();
  });

  it('refuses unknown steps and fields with a code', async () => {
    await expectRefused(
      () => pay(anita, { orderId: 'abc', action: 'refund' }),
      'invalid-argument',
      'Say whether the order is paid or the payment received',
    );
    await expectRefused(() => pay(anita, { orderId: 'abc', action: 'paid', amount: 1 }), 'invalid-argument');
  });
});
