// Payment steps on a patchy network: "I have paid" and "Payment received" made
// offline are kept on the phone as order commands (like order answers), shown
// as waiting with their button locked, and recorded once when the signal returns.
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, serviceWorkerReady } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs, type Client } from '../helpers/client';
import { addProductAs, logInThroughUi } from '../helpers/market';
import { newRequestId, readDoc, uidOf, withAdmin } from '../helpers/orders';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 30_000, message });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const seen = (page: Page, text: string) => poll(() => toast(page, text).count(), `toast "${text}"`).toBeGreaterThan(0);
const payment = (page: Page) => page.getByTestId('order-payment');
const steps = (page: Page) => page.getByTestId('order-timeline').locator('li').allTextContents();
const WHEN = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2}:\d{2} IST`;

async function goOffline(context: BrowserContext, page: Page, offline: boolean) {
  if (offline) {
    // "Made offline" on a phone that holds the app: the service worker serves what the step
    // needs (the farmer's confirm dialog is a chunk of its own, fetched as the order shows, and
    // the toaster comes with the first toast). Cut before that, the dialog never came.
    await serviceWorkerReady(page);
    await poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  }
  await context.setOffline(offline);
  await poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

/** The outcomes of a person's order commands on the server (rules off). */
const outcomesOf = (c: Client) =>
  withAdmin(async (db) => {
    const snap = await getDocs(query(collection(db, 'orderCommands'), where('by', '==', uidOf(c))));
    return snap.docs.map((d) => d.get('outcome') as unknown);
  });

/** Ramesh's Red Tomatoes (Rs. 40.50/kg), 2 kg of them ordered by Anita and accepted. */
async function acceptedOrder() {
  const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
  const productId = await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
  const buyer = track(await signUpAs('user', 'anita@example.com'));
  const { orderId } = await buyer.call<{ orderId: string }>('placeBuyRequest', {
    productId,
    quantityG: 2000,
    requestId: newRequestId(),
  });
  await farmer.call('updateOrder', { orderId, action: 'accept' });
  return { farmer, buyer, orderId };
}

describe('payment steps on a patchy network', () => {
  it('"I have paid" made offline waits on the phone, locked, and reaches the farmer once when online', async () => {
    const { buyer, orderId } = await acceptedOrder();
    // The farmer's screen, online throughout.
    const f = await newPage(suite.browser);
    await logInThroughUi(f.page, 'farmer', 'ramesh@example.com');
    await f.page.goto('/OrderMessage');
    await poll(() => f.page.getByTestId('payment-state').textContent()).toBe('No payment recorded yet');

    const { context, page } = await newPage(suite.browser, undefined, { serviceWorker: true });
    await logInThroughUi(page, 'user', 'anita@example.com');
    await page.goto('/MyOrdersUser');
    const paid = payment(page).getByRole('button', { name: 'I have paid' });
    await paid.waitFor();
    const reference = payment(page).getByLabel('UPI reference (UTR), optional');
    await reference.fill('412345678901');

    await goOffline(context, page, true);
    await paid.click();
    await seen(page, 'Saved on this phone; it will be sent when you are online');
    // Until it is sent, the order says so and the step cannot be made again.
    const waiting = payment(page).getByRole('button', { name: 'Payment waiting to be sent' });
    await poll(() => waiting.count()).toBe(1);
    expect(await waiting.isDisabled()).toBe(true);
    expect(await reference.isDisabled()).toBe(true);
    expect(await paid.count()).toBe(0);
    expect((await readDoc(`orders/${orderId}`))?.payment).toBeUndefined();
    expect(await f.page.getByTestId('payment-state').textContent()).toBe('No payment recorded yet');

    await goOffline(context, page, false);
    await seen(page, 'Payment recorded: the farmer will see it');
    await poll(() => f.page.getByTestId('payment-state').textContent()).toBe('Buyer says paid (ref 412345678901)');
    await poll(() => payment(page).getByRole('alert').textContent()).toBe(
      'You said you have paid (ref 412345678901). Waiting for the farmer to confirm.',
    );
    expect(await waiting.count()).toBe(0);
    // Recorded once: one payment step on both timelines, one command with its outcome.
    await poll(async () => (await steps(page)).length).toBe(3);
    expect((await steps(page))[2]).toMatch(new RegExp(`^Buyer says paid \\(ref 412345678901\\) · You · ${WHEN}$`));
    await poll(async () => (await steps(f.page)).length).toBe(3);
    expect(await outcomesOf(buyer)).toEqual([{ ok: true, orderId, payment: 'claimed' }]);
    await context.close();
    await f.context.close();
  });

  it('"Payment received" made offline (in Hindi) waits, locked, and is recorded when online', async () => {
    const { farmer, orderId } = await acceptedOrder();
    const { context, page } = await newPage(suite.browser, undefined, { serviceWorker: true });
    await logInThroughUi(page, 'farmer', 'ramesh@example.com');
    // As after choosing हिन्दी once.
    await page.evaluate(() => localStorage.setItem('kh.lang', 'hi'));
    await page.goto('/OrderMessage');
    await poll(() => page.getByTestId('payment-state').textContent()).toBe('अभी कोई भुगतान दर्ज नहीं');

    await goOffline(context, page, true);
    await payment(page).getByRole('button', { name: 'भुगतान मिल गया' }).click();
    const ask = page.getByRole('dialog', { name: 'Anita Sharma से ₹81 मिलना दर्ज करें?' });
    await ask.getByRole('button', { name: 'भुगतान मिल गया' }).click();
    await seen(page, 'इस फ़ोन पर सहेजा गया; ऑनलाइन होने पर भेज दिया जाएगा');
    await poll(() => ask.count()).toBe(0);
    const waiting = payment(page).getByRole('button', { name: 'भुगतान भेजे जाने की प्रतीक्षा में' });
    await poll(() => waiting.count()).toBe(1);
    expect(await waiting.isDisabled()).toBe(true);
    expect((await readDoc(`orders/${orderId}`))?.payment).toBeUndefined();

    await goOffline(context, page, false);
    await seen(page, 'भुगतान मिलना दर्ज हुआ');
    await poll(() => page.getByTestId('payment-state').textContent()).toBe('भुगतान मिल गया');
    expect(await payment(page).getByRole('button').count()).toBe(0);
    expect((await readDoc(`orders/${orderId}`))?.payment).toMatchObject({ state: 'received', reference: null });
    expect(await outcomesOf(farmer)).toEqual([{ ok: true, orderId, payment: 'received' }]);
    await context.close();
  });
});
