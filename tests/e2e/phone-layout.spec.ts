import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';
import { addProductAs, logInThroughUi } from '../helpers/market';
import { newRequestId } from '../helpers/orders';
import { openSignedIn } from '../helpers/session';

// Issue 11, points 7-12, as a person sees them on a 360x740 phone (and with a keyboard).

const suite = browserSuite();
const track = suite.track;

const PHONE = { width: 360, height: 740 };
const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, message });

/** Whether the element is wholly inside the viewport (the first screen, as scrolled now). */
async function inView(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

/**
 * A farmer with one product and one request per quantity, oldest first, each from
 * a buyer of its own (a buyer may hold only 3 open requests on one product).
 */
async function farmerWithRequests(quantities: number[]) {
  const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
  const productId = await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
  const orderIds: string[] = [];
  for (const [i, kg] of quantities.entries()) {
    const buyer = track(await signUpAs('user', `buyer${i + 1}@example.com`));
    const r = await buyer.call<{ orderId: string }>('placeBuyRequest', {
      productId,
      quantityG: kg * 1000,
      requestId: newRequestId(),
    });
    orderIds.push(r.orderId);
  }
  return { farmer, productId, orderIds };
}

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('phone-first layout', () => {
  it('the market shows at least 3 products in the first screen at 360x740; no photo gets a small category icon', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const kinds = ['Vegetables', 'Fruits', 'Grains', 'Pulses', 'Spices', 'Dairy'];
    for (const [i, category] of kinds.entries()) {
      await addProductAs(farmer, {
        title: `Produce ${i + 1}`,
        description: 'Fresh from the farm, picked this morning and packed in 10 kg bags',
        category,
      });
    }
    const { context, page } = await newPage(suite.browser, PHONE);
    await page.goto('/marketplace');
    const cards = page.getByTestId('market-grid').getByRole('article');
    await poll(() => cards.count()).toBe(6);

    let whole = 0;
    for (let i = 0; i < 6; i++) if (await inView(page, cards.nth(i))) whole++;
    expect(whole).toBeGreaterThanOrEqual(3);

    // Without a photo: the category's icon in a small square, not a wide grey box.
    const fruits = cards.filter({ hasText: 'Produce 2' }).getByTestId('image-placeholder');
    expect(await fruits.getAttribute('data-category')).toBe('Fruits');
    expect(await fruits.getAttribute('aria-label')).toBe('Produce 2');
    const thumb = await fruits.locator('..').boundingBox();
    expect(thumb!.width).toBeLessThanOrEqual(100);
    expect(thumb!.height).toBeLessThanOrEqual(100);
    await context.close();
  });

  it("the farmer's inbox: a tapped order's Accept is in view at once; the buyer's phone is a tel: link", async () => {
    await farmerWithRequests([1, 2, 3, 4, 5]);
    const { context, page } = await newPage(suite.browser, PHONE);
    await openSignedIn(page, 'ramesh@example.com', '/OrderMessage');
    const rows = page.getByTestId('order-row');
    await poll(() => rows.count()).toBe(5);
    // Requests for one product tell themselves apart: the buyer, the kg and the total.
    expect(await rows.getByTestId('order-row-party').allTextContents()).toEqual([
      'Anita Sharma · 5 kg · Rs. 202.50',
      'Anita Sharma · 4 kg · Rs. 162',
      'Anita Sharma · 3 kg · Rs. 121.50',
      'Anita Sharma · 2 kg · Rs. 81',
      'Anita Sharma · 1 kg · Rs. 40.50',
    ]);

    // The oldest request (1 kg) is the last row.
    await rows.last().click();
    const detail = page.getByTestId('order-detail');
    await poll(() => detail.getByTestId('order-sentence').textContent()).toContain('for 1 kg of Red Tomatoes');
    const accept = detail.getByRole('button', { name: 'Accept' });
    expect(await inView(page, accept)).toBe(true);
    expect(await inView(page, detail.getByRole('button', { name: 'Decline' }))).toBe(true);

    // A pending request carries no contact details (they are shared on acceptance).
    await detail.getByText('Contact details are shared only once an order is accepted').first().waitFor();
    expect(await detail.getByRole('link', { name: 'Phone: 9876543210' }).count()).toBe(0);

    await accept.click();
    await poll(() => detail.getByTestId('order-status').textContent()).toBe('Order: Accepted!');
    const phone = detail.getByRole('link', { name: 'Phone: 9876543210' }).first();
    await poll(() => phone.getAttribute('href')).toBe('tel:+919876543210');
    await context.close();
  });

  it('keyboard: Skip to content is the first stop, Accept takes a few Tabs, and the focus ring shows', async () => {
    await farmerWithRequests([1, 2, 3, 4, 5]);
    const { context, page } = await newPage(suite.browser, { width: 1280, height: 800 });
    await openSignedIn(page, 'ramesh@example.com', '/OrderMessage');
    await poll(() => page.getByTestId('order-row').count()).toBe(5);

    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Skip to content');
    expect(await inView(page, page.getByRole('link', { name: 'Skip to content' }))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    // Search, the order list (one stop), then Accept.
    let tabs = 0;
    while ((await activeText(page)) !== 'Accept' && tabs < 30) {
      await page.keyboard.press('Tab');
      tabs++;
    }
    expect(await activeText(page)).toBe('Accept');
    expect(tabs).toBeLessThanOrEqual(4);

    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!);
      return { style: s.outlineStyle, width: parseFloat(s.outlineWidth) };
    });
    expect(ring.style).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(3);

    // In the list, the arrow keys move between rows and Enter opens one; the next Tab is its Accept.
    await page.getByTestId('order-row').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('order-sentence').textContent()).toContain('for 3 kg of Red Tomatoes');
    await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Accept');
    await context.close();
  });

  it('a buyer gets a live badge for orders the farmer moved since they last looked', async () => {
    const { farmer, orderIds } = await farmerWithRequests([2]);
    const { context, page } = await newPage(suite.browser, PHONE);
    await logInThroughUi(page, 'user', 'buyer1@example.com');
    const badge = (n: number) => page.getByRole('link', { name: `Order updates: ${n}` });
    // Their own new request is no update; the count is live once the orders have loaded.
    await poll(() => badge(0).count()).toBe(1);

    await farmer.call('updateOrder', { orderId: orderIds[0], action: 'accept' });
    await poll(() => badge(1).count(), 'badge after the accept').toBe(1);

    await badge(1).click();
    await page.waitForURL((url) => url.pathname === '/MyOrdersUser');
    await poll(() => page.getByTestId('order-status').textContent()).toBe('Accepted!');
    await poll(() => badge(0).count(), 'badge once seen').toBe(1);

    // Seen stays seen after a reload; the next step by the farmer counts again.
    await page.goto('/');
    await farmer.call('updateOrder', { orderId: orderIds[0], action: 'dispatch' });
    await poll(() => badge(1).count(), 'badge after the dispatch').toBe(1);
    await context.close();
  });

  it('a visitor opening a buyer page gets the User Login panel and lands back on the page', async () => {
    track(await signUpAs('user', 'anita@example.com'));
    const { context, page } = await newPage(suite.browser, PHONE);
    await page.goto('/MyOrdersUser');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('as')).toBe('user');
    await poll(() => page.getByRole('heading', { name: 'User Login', level: 1 }).count()).toBe(1);

    const form = page.getByRole('form', { name: 'User Login' });
    await form.getByLabel('Username').fill('anita@example.com');
    await form.getByLabel('Password').fill('secret1');
    await form.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/MyOrdersUser');
    await poll(() => page.getByRole('heading', { name: 'My Orders', level: 1 }).count()).toBe(1);

    // A farmer's page opens the Farmer Login panel.
    const v = await newPage(suite.browser, PHONE);
    await v.page.goto('/OrderMessage');
    await v.page.waitForURL((url) => url.pathname === '/login');
    await poll(() => v.page.getByRole('heading', { name: 'Farmer Login', level: 1 }).count()).toBe(1);
    expect(new URL(v.page.url()).searchParams.get('next')).toBe('/OrderMessage');
    await v.context.close();
    await context.close();
  });
});
