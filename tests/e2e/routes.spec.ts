// The router's guards and legacy redirects (web/src/app/routes.tsx, guards.tsx):
// the wrong role lands on / with a toast, unknown paths show the 404 page, and
// the old addresses lead to their new screens. One browser, one login per role.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../helpers/browser';
import { signUpAs } from '../helpers/client';
import { clearAuth, clearFirestore } from '../helpers/env';
import { logInThroughUi } from '../helpers/market';

const FARMER = 'routes-farmer@example.com';
const BUYER = 'routes-buyer@example.com';
const LANDING_TITLE = 'Fresh from the farm, fair for the farmer';

let browser: Browser;
beforeAll(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
  const [farmer, buyer] = await Promise.all([signUpAs('farmer', FARMER), signUpAs('user', BUYER)]);
  await Promise.all([farmer.close(), buyer.close()]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// expect.poll gives up after 1 s by default; lazy chunks and the first auth check can take longer.
const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 10_000, message });
const pathOf = (page: Page) => new URL(page.url()).pathname;
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Opens `path` as a wrong-role user and expects the home page with `message` in a toast. */
async function expectTurnedAway(page: Page, path: string, message: string) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/');
  await poll(() => heading(page, LANDING_TITLE).count(), 'landing page heading').toBe(1);
  await poll(() => toast(page, message).count(), `toast "${message}"`).toBe(1);
  // Only the landing page's heading: nothing of the refused screen shows.
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(pathOf(page)).toBe('/');
}

describe('as a visitor', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser));
  });
  afterAll(async () => {
    await context?.close();
  });

  it('an unknown address shows the 404 page, whose link goes home', async () => {
    await page.goto('/no-such-page/at-all');
    await poll(() => heading(page, '404').count()).toBe(1);
    expect(await page.getByText('We could not find that page.').count()).toBe(1);
    expect(pathOf(page)).toBe('/no-such-page/at-all');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await poll(() => heading(page, LANDING_TITLE).count()).toBe(1);
    expect(await heading(page, '404').count()).toBe(0);
  });

  it('/userSignup opens the user panel of /signup', async () => {
    await page.goto('/userSignup');
    await page.waitForURL((url) => url.pathname === '/signup' && url.searchParams.get('as') === 'user');
    await poll(() => heading(page, 'User Signup').count()).toBe(1);
    // The farmer panel is still in the page but hidden (aria-hidden, inert).
    expect(await page.getByRole('form', { name: 'User Signup' }).count()).toBe(1);
    await page.getByRole('form', { name: 'Farmer Signup', includeHidden: true }).waitFor({ state: 'attached' });
    expect(await page.getByRole('form', { name: 'Farmer Signup' }).count()).toBe(0);
  });
});

describe('as a buyer', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser));
    await logInThroughUi(page, 'user', BUYER);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('a farmer-only page sends them home with "This page is for farmers only."', async () => {
    await expectTurnedAway(page, '/dashboard', 'This page is for farmers only.');
  });

  it('/userOrders leads to their orders at /MyOrdersUser', async () => {
    await page.goto('/userOrders');
    await page.waitForURL((url) => url.pathname === '/MyOrdersUser');
    await poll(() => heading(page, 'My Orders').count()).toBe(1);
  });
});

describe('as a farmer', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser));
    await logInThroughUi(page, 'farmer', FARMER);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('a buyer-only page sends them home with "This page is for buyers only."', async () => {
    await expectTurnedAway(page, '/MyOrdersUser', 'This page is for buyers only.');
  });

  it('/userPosts leads to their Blog Manager at /manage-blogs', async () => {
    await page.goto('/userPosts');
    await page.waitForURL((url) => url.pathname === '/manage-blogs');
    await poll(() => heading(page, 'Blog Manager').count()).toBe(1);
  });
});

describe('a screen whose code does not arrive', () => {
  it('says so in place of the screen, and Try again opens it once the code comes', async () => {
    const { context, page } = await newPage(browser);
    // The screen's chunk fails while `failing` holds (these pages run no service worker).
    let failing = true;
    await context.route('**/assets/gov-directory-page-*.js', (route) =>
      failing ? route.abort('failed') : route.continue(),
    );
    await page.goto('/connectGov');
    const failed = page
      .getByRole('alert')
      .filter({ hasText: 'This screen could not be opened. Check your connection and try again.' });
    await poll(() => failed.count(), 'the failed screen').toBe(1);
    expect(await heading(page, 'Connect with Government').count()).toBe(0);

    failing = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await poll(() => heading(page, 'Connect with Government').count(), 'the screen').toBe(1);
    expect(await failed.count()).toBe(0);
    await context.close();
  });

  it('offline, says the screen is not saved on this phone yet', async () => {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 });
    // Should anything fetch the weather screen ahead, that copy fails too.
    await context.route('**/assets/weather-page-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await poll(() => heading(page, LANDING_TITLE).count(), 'landing page heading').toBe(1);
    // The landing's heading can come from index.html before the app has loaded: wait for the
    // app's header while the network is there.
    const weather = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Weather', exact: true });
    await poll(() => weather.count(), 'the header link').toBe(1);
    await context.setOffline(true);
    await weather.click();
    const offline = page
      .getByRole('alert')
      .filter({ hasText: 'You are offline, and this screen is not saved on this phone yet.' });
    await poll(() => offline.count(), 'the offline message').toBe(1);
    expect(pathOf(page)).toBe('/weather');
    await context.close();
  });
});
