// A patchy network: a lost answer to a buy request, a buy and an accept made
// offline (queued as order commands), and products added and edited offline.
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillAddProductForm, newPage, serviceWorkerReady } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';
import { addProductAs, logInThroughUi } from '../helpers/market';
import { newRequestId, withAdmin } from '../helpers/orders';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 30_000, message });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const seen = (page: Page, text: string) => poll(() => toast(page, text).count(), `toast "${text}"`).toBeGreaterThan(0);
const SAVED = 'Saved on this phone; it will be sent when you are online';

/** Documents of a collection on the server (rules off), optionally where field == value. */
const serverDocs = (name: string, field?: string, value?: string) =>
  withAdmin(async (db) => {
    const ref = collection(db, name);
    const snap = await getDocs(field ? query(ref, where(field, '==', value)) : ref);
    return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string });
  });

async function goOffline(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  await poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

async function openBuyDialog(page: Page) {
  await page.goto('/marketplace');
  await page.getByRole('button', { name: 'Request to Buy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Red Tomatoes' });
  await dialog.getByLabel('Quantity (kg)').fill('2');
  return dialog;
}

describe('orders on a patchy network', () => {
  it('a lost answer says it could not confirm; the retry shows the order it had made, once', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    await addProductAs(farmer, { title: 'Red Tomatoes', quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const { context, page } = await newPage(suite.browser, undefined, { serviceWorker: true });
    await logInThroughUi(page, 'user', 'anita@example.com');
    const dialog = await openBuyDialog(page);

    // The server handles the first call; its answer never reaches the phone.
    let handled = 0;
    await page.route('**/placeBuyRequest', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      handled++;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
    const words = 'We could not confirm your request. Check My Orders, or try again: you will not be charged twice';
    await poll(() => dialog.getByTestId('buy-unconfirmed').textContent()).toContain(words);
    // The toast too (behind the modal dialog, so found by its text rather than its role).
    await poll(() => page.getByText(words, { exact: true }).count()).toBe(1);
    expect(await page.getByText('Failed to send buy request').count()).toBe(0);
    expect(handled).toBe(1);
    const orders = await serverDocs('orders', 'buyerId', buyer.auth.currentUser!.uid);
    expect(orders).toHaveLength(1);

    // Retrying (the same dialog, so the same request id) finds that order.
    await page.unroute('**/placeBuyRequest');
    await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
    await seen(page, `Your request was already received: 2 kg of Red Tomatoes, order #${orders[0]!.id.slice(-6)}`);
    await poll(() => dialog.count()).toBe(0);
    expect(await serverDocs('orders', 'buyerId', buyer.auth.currentUser!.uid)).toHaveLength(1);
    await context.close();
  });

  it('a buy made offline is saved on the phone and becomes exactly one order when online', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    await addProductAs(farmer, { title: 'Red Tomatoes', quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const uid = buyer.auth.currentUser!.uid;
    const { context, page } = await newPage(suite.browser, undefined, { serviceWorker: true });
    await logInThroughUi(page, 'user', 'anita@example.com');
    const dialog = await openBuyDialog(page);

    await goOffline(context, page, true);
    await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
    await seen(page, SAVED);
    await poll(() => dialog.count()).toBe(0);
    expect(await serverDocs('orders', 'buyerId', uid)).toHaveLength(0);

    await goOffline(context, page, false);
    await seen(page, 'Request sent: 2 kg of Red Tomatoes to Ramesh Patil');
    const orders = await serverDocs('orders', 'buyerId', uid);
    expect(orders.map((o) => [o.quantityG, o.status])).toEqual([[2000, 'Pending']]);
    const commands = await serverDocs('orderCommands', 'by', uid);
    expect(commands.map((c) => c.outcome)).toEqual([
      { ok: true, orderId: orders[0]!.id, status: 'Pending', farmerName: 'Ramesh Patil' },
    ]);
    await context.close();
  });

  it('buys made offline show at once in My Orders as waiting; a withdrawn one is never placed', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    await addProductAs(farmer, { title: 'Red Tomatoes', quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const uid = buyer.auth.currentUser!.uid;
    const { context, page } = await newPage(suite.browser, undefined, { serviceWorker: true });
    await logInThroughUi(page, 'user', 'anita@example.com');
    const dialog = await openBuyDialog(page);
    await serviceWorkerReady(page);
    await goOffline(context, page, true);
    await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
    await poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Request to Buy' }).click();
    await dialog.getByLabel('Quantity (kg)').fill('3');
    await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
    await poll(() => dialog.count()).toBe(0);

    // A reload offline (the service worker's copy, the phone's saved data) still shows both.
    await page.goto('/MyOrdersUser');
    const waiting = page.getByRole('list', { name: 'Requests waiting to be sent' });
    const rows = waiting.getByTestId('waiting-row');
    await poll(() => rows.allTextContents()).toEqual([
      '3 kg of Red TomatoesWaiting to be sentWithdraw',
      '2 kg of Red TomatoesWaiting to be sentWithdraw',
    ]);
    expect(await page.getByText('No Orders Till Now!!').count()).toBe(0);
    await waiting.getByRole('button', { name: 'Withdraw the request for 3 kg of Red Tomatoes' }).click();
    await seen(page, 'Withdrawn: this request will not be sent');
    await poll(() => rows.allTextContents()).toEqual(['2 kg of Red TomatoesWaiting to be sentWithdraw']);

    // From here on, the page notes any moment with both the waiting row and its order, or neither.
    await page.evaluate(() => {
      const w = window as unknown as { jumps: string[] };
      w.jumps = [];
      const check = () => {
        const waitingRows = document.querySelectorAll('[data-testid="waiting-row"]').length;
        const orderRows = document.querySelectorAll('[data-testid="order-row"]').length;
        if (waitingRows + orderRows !== 1) w.jumps.push(`${waitingRows} waiting, ${orderRows} orders`);
      };
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
    });
    // (No toast here: the page that made the buy was reloaded; the order row is the answer.)
    await goOffline(context, page, false);
    await poll(() => page.getByTestId('order-row').allTextContents()).toEqual([
      expect.stringMatching(/^Red TomatoesRamesh Patil · 2 kg · Rs\. 80Order:Pending/),
    ]);
    expect(await rows.count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { jumps: string[] }).jumps)).toEqual([]);

    const orders = await serverDocs('orders', 'buyerId', uid);
    expect(orders.map((o) => [o.quantityG, o.status])).toEqual([[2000, 'Pending']]);
    await poll(async () => (await serverDocs('orderCommands', 'by', uid)).map((c) => [c.quantityG, c.outcome])).toEqual(
      expect.arrayContaining([
        [2000, { ok: true, orderId: orders[0]!.id, status: 'Pending', farmerName: 'Ramesh Patil' }],
        [
          3000,
          {
            ok: false,
            code: 'cancelled',
            message: 'You withdrew this request before it was sent: nothing was ordered',
            details: { code: 'orders/withdrawn-before-sent' },
          },
        ],
      ]),
    );
    await context.close();
  });

  it("a farmer's accept made offline is sent when online and the outcome shows", async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const productId = await addProductAs(farmer, { title: 'Red Tomatoes', quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const { orderId } = await buyer.call<{ orderId: string }>('placeBuyRequest', {
      productId,
      quantityG: 3000,
      requestId: newRequestId(),
    });
    const { context, page } = await newPage(suite.browser, { width: 1400, height: 900 }, { serviceWorker: true });
    await logInThroughUi(page, 'farmer', 'ramesh@example.com');
    await page.goto('/OrderMessage');
    await page.getByTestId('order-row').first().click();
    const accept = page.getByTestId('order-detail').getByRole('button', { name: 'Accept' });
    await accept.waitFor();

    await goOffline(context, page, true);
    await accept.click();
    await seen(page, SAVED);
    // Until it is sent, the order says what waits, and no second answer can be given.
    const detail = page.getByTestId('order-detail');
    await poll(() => detail.getByTestId('order-status').textContent()).toBe('Accept waiting to be sent');
    expect(await accept.isDisabled()).toBe(true);
    expect(await detail.getByRole('button', { name: 'Decline' }).isDisabled()).toBe(true);
    expect(await page.getByTestId('order-row').first().textContent()).toContain('Accept waiting to be sent');
    const statusOnServer = async () => (await serverDocs('orders')).find((o) => o.id === orderId)?.status;
    expect(await statusOnServer()).toBe('Pending');
    await goOffline(context, page, false);
    await seen(page, 'Order accepted');
    expect(await statusOnServer()).toBe('Accepted!');
    await poll(() => detail.getByTestId('order-status').textContent()).toBe('Order: Accepted!');
    await context.close();
  });

  it('a product added or edited offline frees the form at once and is sent when online', async () => {
    track(await signUpAs('farmer', 'ramesh@example.com'));
    const { context, page } = await newPage(suite.browser, undefined, { serviceWorker: true });
    await logInThroughUi(page, 'farmer', 'ramesh@example.com');
    await page.goto('/userProducts');
    await page.getByText('You have not added any products yet.').waitFor();
    const form = page.getByRole('form', { name: 'Add a product' });

    await goOffline(context, page, true);
    await fillAddProductForm(form, 'Red Tomatoes');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await seen(page, SAVED);
    // Freed at once: the button is back, the form empty, the card shown from the phone.
    await poll(() => form.getByRole('button', { name: 'Add Product' }).isEnabled()).toBe(true);
    expect(await form.getByLabel('Product Name').inputValue()).toBe('');
    const mine = page.getByTestId('my-products').getByRole('article', { name: 'Red Tomatoes' });
    await mine.waitFor();
    expect(await serverDocs('products')).toHaveLength(0);
    await goOffline(context, page, false);
    await poll(async () => (await serverDocs('products')).map((p) => p.quantityG)).toEqual([100_000]);

    await goOffline(context, page, true);
    await mine.getByRole('button', { name: 'Edit Red Tomatoes' }).click();
    const edit = page.getByRole('form', { name: 'Edit Red Tomatoes' });
    await edit.getByLabel('Quantity in Kg').fill('80');
    await edit.getByRole('button', { name: 'Save' }).click();
    await poll(() => toast(page, SAVED).count()).toBeGreaterThan(0);
    await poll(() => edit.count()).toBe(0);
    expect((await serverDocs('products')).map((p) => p.quantityG)).toEqual([100_000]);
    await goOffline(context, page, false);
    await poll(async () => (await serverDocs('products')).map((p) => p.quantityG)).toEqual([80_000]);
    await context.close();
  });

  it('offline, a one-line banner says what is kept; weather and the assistant say plainly they were not sent', async () => {
    // Wide enough for the header's links; both screens are loaded once while online.
    const { context, page } = await newPage(suite.browser, { width: 1280, height: 800 }, { serviceWorker: true });
    await page.goto('/chatbot');
    await page.getByPlaceholder('Ask me anything related to farming').waitFor();
    await page.getByRole('link', { name: 'Weather' }).first().click();
    await page.getByLabel('Pincode').waitFor();
    await serviceWorkerReady(page);
    // Opened again under the service worker: the banner's details are not fetched ahead then,
    // they come from its cache when the banner first shows.
    await page.reload();
    await page.getByLabel('Pincode').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await goOffline(context, page, true);
    const banner = page.getByTestId('offline-banner');
    await poll(() => banner.innerText()).toBe('Offline: showing what this phone saved · Details');
    const notSent = 'You are offline: this was not sent. Try again when you are online.';
    await page.getByLabel('Pincode').fill('413512');
    await page.getByRole('button', { name: 'Show weather' }).click();
    await poll(() => page.getByTestId('weather-error').textContent()).toBe(notSent);
    expect(await page.getByText(/Something went wrong/).count()).toBe(0);

    await page.getByRole('link', { name: 'Farming Assistant' }).first().click();
    await page.getByPlaceholder('Ask me anything related to farming').fill('When to sow wheat?');
    await page.getByRole('button', { name: 'Send' }).click();
    await poll(() => page.getByTestId('assistant-error').textContent()).toContain(notSent);
    expect(await page.getByText(/Something went wrong/).count()).toBe(0);

    // On a 360 px phone the banner is one line; what is kept and sent opens on a tap.
    await page.setViewportSize({ width: 360, height: 740 });
    await poll(async () => (await banner.boundingBox())?.height).toBeLessThanOrEqual(40);
    await banner.getByText('Details').click();
    await poll(() => banner.innerText()).toBe(
      'Offline: showing what this phone saved · Details\nBuy requests, order answers, payment steps and product changes are kept and sent when you reconnect; the assistant and weather need a connection.',
    );
    await context.close();
  });
});
