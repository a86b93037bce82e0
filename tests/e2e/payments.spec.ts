import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';
import { addProductAs } from '../helpers/market';
import { newRequestId, readDoc, uidOf } from '../helpers/orders';
import { openSignedIn } from '../helpers/session';

const suite = browserSuite();
const track = suite.track;

// A cold function or the first Firestore download can take seconds on 2 cores.
const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, message });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const rows = (page: Page) => page.getByTestId('order-row');
const detail = (page: Page) => page.getByTestId('order-detail');
const payment = (page: Page) => page.getByTestId('order-payment');
const steps = (page: Page) => page.getByTestId('order-timeline').locator('li').allTextContents();
const WHEN = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2}:\d{2} IST`;

describe('paying an accepted order by UPI', () => {
  it('the farmer adds a UPI ID, the buyer pays by its link or QR code, both sides record it live', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const productId = await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const place = (quantityKg: number) =>
      buyer.call<{ orderId: string }>('placeBuyRequest', {
        productId,
        quantityG: quantityKg * 1000,
        requestId: newRequestId(),
      });

    // The farmer sets a UPI ID in Settings (phone-sized); a bad one gets the field's message.
    const f = await newPage(suite.browser);
    await openSignedIn(f.page, 'ramesh@example.com', '/settings');
    const form = f.page.getByRole('form', { name: 'Profile' });
    await poll(() => form.getByLabel('First name').inputValue()).toBe('Ramesh');
    const upi = form.getByLabel('UPI ID (for payments)');
    await upi.fill('ramesh@');
    await upi.press('Tab');
    await poll(() => form.getByText('Enter a UPI ID like name@bank', { exact: true }).count()).toBe(1);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await poll(() => toast(f.page, 'Enter a UPI ID like name@bank').count()).toBe(1);
    expect((await readDoc(`farmers/${uidOf(farmer)}`))?.upiId ?? '').toBe('');
    await upi.fill('ramesh@okaxis');
    await poll(() => form.getByText('Buyers will pay to: ramesh@okaxis', { exact: true }).count()).toBe(1);
    expect(await form.getByText('Enter a UPI ID like name@bank', { exact: true }).count()).toBe(0);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await poll(() => toast(f.page, 'Profile saved').count()).toBe(1);
    expect((await readDoc(`farmers/${uidOf(farmer)}`))?.upiId).toBe('ramesh@okaxis');

    // A request, accepted through the callables: the farmer's UPI ID joins the contacts.
    const { orderId } = await place(2);
    await farmer.call('updateOrder', { orderId, action: 'accept' });
    await f.page.goto('/OrderMessage');
    await poll(() => rows(f.page).count()).toBe(1);
    await poll(() => f.page.getByTestId('payment-state').textContent()).toBe('No payment recorded yet');

    // The buyer's phone: the Pay link carries the UPI ID, name, amount and the order's last 6.
    const b = await newPage(suite.browser);
    await openSignedIn(b.page, 'anita@example.com', '/MyOrdersUser');
    await poll(() => rows(b.page).count()).toBe(1);
    const link = detail(b.page).getByRole('link', { name: 'Pay ₹81 by UPI' });
    await poll(() => link.count()).toBe(1);
    expect(await link.getAttribute('href')).toBe(
      `upi://pay?pa=ramesh%40okaxis&pn=Ramesh%20Patil&am=81.00&cu=INR&tn=Krishi%20Haat%20order%20${orderId.slice(-6)}`,
    );
    const qr = detail(b.page).getByRole('img', { name: 'QR code to pay ₹81 by UPI' });
    await poll(() => qr.count()).toBe(1);
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // "I have paid": a malformed reference is refused on the field and nothing is sent.
    const reference = payment(b.page).getByLabel('UPI reference (UTR), optional');
    await reference.fill('UTR 41');
    await payment(b.page).getByRole('button', { name: 'I have paid' }).click();
    await poll(() => payment(b.page).getByText('A UPI reference has 6 to 40 letters and digits').count()).toBe(1);
    expect((await readDoc(`orders/${orderId}`))?.payment).toBeUndefined();
    await reference.fill('412345678901');
    await payment(b.page).getByRole('button', { name: 'I have paid' }).click();
    await poll(() => toast(b.page, 'Payment recorded: the farmer will see it').count()).toBe(1);
    await poll(() => payment(b.page).getByRole('alert').textContent()).toBe(
      'You said you have paid (ref 412345678901). Waiting for the farmer to confirm.',
    );

    // The farmer's screen shows it live, and the confirmation asks first.
    await poll(() => f.page.getByTestId('payment-state').textContent()).toBe('Buyer says paid (ref 412345678901)');
    await payment(f.page).getByRole('button', { name: 'Payment received' }).click();
    const ask = f.page.getByRole('dialog', { name: 'Mark ₹81 as received from Anita Sharma?' });
    await ask.getByRole('button', { name: 'Not yet' }).click();
    await poll(() => ask.count()).toBe(0);
    expect((await readDoc(`orders/${orderId}`))?.payment?.state).toBe('claimed');
    await payment(f.page).getByRole('button', { name: 'Payment received' }).click();
    await ask.getByRole('button', { name: 'Payment received' }).click();
    await poll(() => toast(f.page, 'Payment marked as received').count()).toBe(1);
    await poll(() => f.page.getByTestId('payment-state').textContent()).toBe('Payment received');
    expect(await payment(f.page).getByRole('button').count()).toBe(0);
    await poll(() => payment(b.page).getByRole('alert').textContent()).toBe('The farmer has received your payment');
    // Both orders screens, their payment boxes and the dialog included, draw without MUI: no
    // emotion <style data-emotion> was written.
    for (const p of [b.page, f.page]) {
      expect(await p.evaluate(() => document.querySelectorAll('style[data-emotion]').length)).toBe(0);
    }
    expect(await link.count()).toBe(0);

    // Both timelines show both steps, as payments, not as changes of status.
    const farmerSteps = await steps(f.page);
    expect(farmerSteps).toHaveLength(4);
    expect(farmerSteps[2]).toMatch(new RegExp(`^Buyer says paid \\(ref 412345678901\\) · Buyer · ${WHEN}$`));
    expect(farmerSteps[3]).toMatch(new RegExp(`^Payment received · You · ${WHEN}$`));
    await poll(async () => (await steps(b.page)).length).toBe(4);
    const buyerSteps = await steps(b.page);
    expect(buyerSteps[1]).toMatch(/^Accepted! · Farmer · /);
    expect(buyerSteps[2]).toMatch(new RegExp(`^Buyer says paid \\(ref 412345678901\\) · You · ${WHEN}$`));
    expect(buyerSteps[3]).toMatch(new RegExp(`^Payment received · Farmer · ${WHEN}$`));

    // The dashboard: money received against money accepted (a second, unpaid order too).
    const second = await place(1);
    await farmer.call('updateOrder', { orderId: second.orderId, action: 'accept' });
    await f.page.goto('/dashboard');
    await poll(() => f.page.getByTestId('dash-payments').textContent()).toBe(
      'Payments received: Rs. 81 of Rs. 121.50 accepted',
    );
    await f.context.close();
    await b.context.close();
  });

  it('without a UPI ID the buyer (in Hindi) is told to agree on payment directly, and may still say paid', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const productId = await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const { orderId } = await buyer.call<{ orderId: string }>('placeBuyRequest', {
      productId,
      quantityG: 2000,
      requestId: newRequestId(),
    });

    const b = await newPage(suite.browser);
    // As after choosing हिन्दी once.
    await openSignedIn(b.page, 'anita@example.com', '/MyOrdersUser', { storage: { 'kh.lang': 'hi' } });
    await poll(() => rows(b.page).count()).toBe(1);
    // Nothing to pay before the farmer accepts.
    expect(await payment(b.page).count()).toBe(0);
    await farmer.call('updateOrder', { orderId, action: 'accept' });
    await poll(() => payment(b.page).textContent()).toContain(
      'किसान ने UPI ID नहीं जोड़ी है। भुगतान के बारे में उनसे सीधे तय करें।',
    );
    expect(await payment(b.page).getByRole('link').count()).toBe(0);
    expect(await payment(b.page).getByRole('img').count()).toBe(0);
    await payment(b.page).getByRole('button', { name: 'मैंने भुगतान कर दिया' }).click();
    await poll(() => payment(b.page).getByRole('alert').textContent()).toBe(
      'आपने बताया कि भुगतान कर दिया है। किसान की पुष्टि की प्रतीक्षा है।',
    );
    expect((await readDoc(`orders/${orderId}`))?.payment).toMatchObject({ state: 'claimed', reference: null });
    await poll(async () => (await steps(b.page)).at(-1)).toMatch(/^खरीदार के अनुसार भुगतान हो गया · आप · /);
    await b.context.close();
  });
});
