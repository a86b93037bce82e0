import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';
import { addProductAs } from '../helpers/market';
import { newRequestId } from '../helpers/orders';
import { openSignedIn } from '../helpers/session';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

describe('farmer dashboard', () => {
  it('greets the farmer and sums pending orders and accepted sales, live', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const productId = await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const place = (quantityKg: number) =>
      buyer.call<{ orderId: string }>('placeBuyRequest', {
        productId,
        quantityG: quantityKg * 1000,
        requestId: newRequestId(),
      });
    const { orderId } = await place(2);
    await farmer.call('updateOrder', { orderId, action: 'accept' });
    await place(1);

    const { context, page } = await newPage(suite.browser);
    await openSignedIn(page, 'ramesh@example.com', '/dashboard');
    await poll(() => page.getByRole('heading', { name: 'Welcome Ramesh!' }).count()).toBe(1);
    await poll(() => page.getByTestId('dash-profile').textContent()).toContain('Farm: Patil Farms');
    expect(await page.getByTestId('dash-profile').textContent()).toContain('413512, Latur, Maharashtra');
    await poll(() => page.getByTestId('dash-pending').textContent()).toBe('Pending orders: 1');
    await poll(() => page.getByTestId('dash-sales').textContent()).toBe('Accepted sales: Rs. 81');
    const orders = await page.getByTestId('dash-orders').textContent();
    // Each row names the product and the day it was asked for (dd/mm/yyyy, India's date), never an id.
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(orders).toContain(`Red Tomatoes${today}Accepted!`);
    expect(orders).not.toContain(orderId.slice(-6));
    await poll(() => page.getByTestId('dash-products').textContent()).toContain('Red Tomatoes');
    await poll(() => page.getByTestId('dash-posts').textContent()).toContain('Nothing yet');
    expect(await page.getByTestId('dash-events').textContent()).toContain('No events scheduled');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // A new request shows without reload.
    await place(3);
    await poll(() => page.getByTestId('dash-pending').textContent()).toBe('Pending orders: 2');
    await context.close();
  });
});
