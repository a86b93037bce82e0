import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { signUpAs } from '../helpers/client';
import { browserSuite } from '../helpers/e2e';
import { addProductAs, logInThroughUi } from '../helpers/market';
import { newRequestId } from '../helpers/orders';
import { openSignedIn } from '../helpers/session';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

describe('notification centre', () => {
  it("a buyer's request lights the farmer's bell live; the list opens that order and marks it read", async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const productId = await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const place = async (quantityKg: number) =>
      (
        await buyer.call<{ orderId: string }>('placeBuyRequest', {
          productId,
          quantityG: quantityKg * 1000,
          requestId: newRequestId(),
        })
      ).orderId;

    const { context, page } = await newPage(suite.browser);
    await openSignedIn(page, 'ramesh@example.com', '/dashboard');
    const bell = page.getByRole('link', { name: /^Notifications: \d+ unread$/ });
    await poll(() => bell.getAttribute('aria-label')).toBe('Notifications: 0 unread');

    // Two requests arrive while the farmer looks at another screen: the count follows, live.
    const first = await place(3);
    await poll(() => bell.getAttribute('aria-label')).toBe('Notifications: 1 unread');
    await place(7);
    await poll(() => bell.getAttribute('aria-label')).toBe('Notifications: 2 unread');
    expect(await page.getByTestId('notification-count').textContent()).toBe('2');

    await bell.click();
    await page.waitForURL('**/notifications');
    const rows = page.getByTestId('notification');
    await poll(() => rows.allTextContents()).toEqual([
      expect.stringContaining('New buy requestAnita Sharma wants 7 kg of Red Tomatoes.'),
      expect.stringContaining('New buy requestAnita Sharma wants 3 kg of Red Tomatoes.'),
    ]);
    // Unread is said in words, not by weight alone.
    expect(await rows.nth(1).textContent()).toMatch(/^Unread: New buy request/);

    // Tapping the older one opens that order in the farmer's inbox, and it counts as read.
    await rows.nth(1).click();
    await page.waitForURL(`**/OrderMessage?order=${first}`);
    await poll(() => page.getByRole('region', { name: 'Order details' }).textContent()).toContain('3 kg');
    await poll(() => bell.getAttribute('aria-label')).toBe('Notifications: 1 unread');

    // Mark all read empties the count.
    await bell.click();
    await page.waitForURL('**/notifications');
    await poll(() => rows.count()).toBe(2);
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await poll(() => bell.getAttribute('aria-label')).toBe('Notifications: 0 unread');
    await poll(() => page.locator('[data-testid="notification"][data-read="false"]').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });

  it('the buyer hears of the answer, and the farmer chooses in Settings which news reaches the phone', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const productId = await addProductAs(farmer, { title: 'Onion', pricePaise: 2500, quantityG: 50_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const { orderId } = await buyer.call<{ orderId: string }>('placeBuyRequest', {
      productId,
      quantityG: 4000,
      requestId: newRequestId(),
    });

    const { context, page } = await newPage(suite.browser);
    await logInThroughUi(page, 'user', 'anita@example.com');
    const bell = page.getByRole('link', { name: /^Notifications: \d+ unread$/ });
    await poll(() => bell.getAttribute('aria-label')).toBe('Notifications: 0 unread');
    await farmer.call('updateOrder', { orderId, action: 'accept' });
    await poll(() => bell.getAttribute('aria-label')).toBe('Notifications: 1 unread');
    await bell.click();
    await poll(() => page.getByTestId('notification').first().textContent()).toContain(
      'Ramesh Patil accepted your request for 4 kg of Onion.',
    );
    await context.close();

    const farmerPage = await newPage(suite.browser);
    await openSignedIn(farmerPage.page, 'ramesh@example.com', '/settings');
    const section = farmerPage.page.getByRole('region', { name: 'Notifications' });
    const requests = section.getByRole('checkbox', { name: 'New buy requests' });
    await poll(() => requests.isChecked()).toBe(true);
    // A farmer is asked only about a farmer's news.
    expect(await section.getByRole('checkbox', { name: 'Delivered orders' }).count()).toBe(0);
    await requests.uncheck();
    await poll(() => farmerPage.page.getByText('Notification settings saved').count()).toBe(1);
    await poll(() => requests.isChecked()).toBe(false);
    await farmerPage.context.close();
  });
});
