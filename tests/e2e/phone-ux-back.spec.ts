// Phone UX, round two (360 px), points 2 and 5: the phone's Back closes what is
// open (a dialog, the menu, the account panel, the filters) and keeps the page
// and its place; a visitor's 'Request to Buy' offers login and signup and comes
// back to that product with its dialog open.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { signUpAs } from '../helpers/client';
import { browserSuite } from '../helpers/e2e';
import { addProductAs } from '../helpers/market';
import { openSignedIn } from '../helpers/session';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, message });
const cards = (page: Page) => page.getByTestId('market-grid').getByRole('article');
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
/**
 * The open layer's history entry stands. It is pushed in the task after the frame that first
 * shows the layer (use-back-closes.ts), so a test's Back waits for it as a person's Back, which
 * comes later than a frame, does.
 */
const layerEntry = (page: Page) =>
  poll(() => page.evaluate(() => (window.history.state as { khLayer?: number } | null)?.khLayer ?? null)).not.toBe(
    null,
  );

/** Ramesh lists six products; the last listed is first in the market. */
async function sixProducts(): Promise<void> {
  const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
  for (const title of ['Onion', 'Potato', 'Garlic', 'Wheat', 'Rice', 'Red Tomatoes']) {
    await addProductAs(farmer, { title, pricePaise: 4050 });
  }
}

describe('point 2: Back closes what is open', () => {
  it('closes the buy dialog, the filters, the menu and the account panel, and keeps the page where it was', async () => {
    await sixProducts();
    track(await signUpAs('user', 'anita@example.com'));
    const { context, page } = await newPage(suite.browser);
    await openSignedIn(page, 'anita@example.com', '/');
    await page.goto('/marketplace');
    await poll(() => cards(page).count()).toBe(6);
    const filters = page.locator('button[aria-controls="market-filter-panel"]');
    await filters.waitFor();

    const last = cards(page).filter({ hasText: 'Onion' });
    await last.getByRole('button', { name: 'Request to Buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Onion' });
    await poll(() => dialog.count()).toBe(1);
    await layerEntry(page);
    await page.goBack();
    await poll(() => dialog.count()).toBe(0);
    expect(path(page)).toBe('/marketplace');

    // Closed by its own button, the dialog leaves no step behind: one Back then leaves the page.
    await last.getByRole('button', { name: 'Request to Buy' }).click();
    await poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog.count()).toBe(0);

    await filters.click();
    await poll(() => filters.getAttribute('aria-expanded')).toBe('true');
    await layerEntry(page);
    await page.goBack();
    await poll(() => filters.getAttribute('aria-expanded')).toBe('false');
    expect(path(page)).toBe('/marketplace');

    await page.getByRole('button', { name: 'Profile' }).click();
    const panel = page.getByTestId('account-panel');
    await poll(() => panel.isVisible()).toBe(true);
    await layerEntry(page);
    await page.goBack();
    await poll(() => panel.isVisible()).toBe(false);
    expect(path(page)).toBe('/marketplace');

    // Escape pressed before the next frame after the tap (here in the tap's own task) closes it
    // too; so does a tap on the page beside it, and the page behind does not get that tap.
    for (const then of ['escape', 'tap beside'] as const) {
      const opened = await page.getByRole('button', { name: 'Profile' }).evaluate(async (button, how) => {
        (button as HTMLElement).click();
        const shown = () =>
          document.querySelector('[data-testid="account-panel"]')?.checkVisibility({ visibilityProperty: true }) ??
          false;
        // React renders a tap's update in a microtask.
        for (let i = 0; i < 100 && !shown(); i++) await Promise.resolve();
        const wasShown = shown();
        if (how === 'escape') {
          const key = { key: 'Escape', bubbles: true, cancelable: true };
          (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', key));
        } else {
          (document.elementFromPoint(20, 400) as HTMLElement).click();
        }
        return wasShown;
      }, then);
      expect(opened).toBe(true);
      await poll(() => panel.isVisible()).toBe(false);
      expect(path(page)).toBe('/marketplace');
    }

    // Nothing open: Back leaves the market for the page before it.
    await page.goBack();
    await poll(() => path(page)).toBe('/');

    // The place is kept: on a page whose content does not move (the market's cards still grow
    // a distance line when a farm's place arrives), scrolled down, the menu opens and Back closes it.
    await page.goto('/connectGov');
    const lastSite = page.getByRole('main').getByRole('link').last();
    await lastSite.scrollIntoViewIfNeeded();
    const scrollY = () => page.evaluate(() => window.scrollY);
    const place = await scrollY();
    expect(place).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' });
    await poll(() => menu.isVisible()).toBe(true);
    await layerEntry(page);
    await page.goBack();
    await poll(() => menu.isVisible()).toBe(false);
    expect(path(page)).toBe('/connectGov');
    expect(await scrollY()).toBe(place);
    expect(await inView(page, lastSite)).toBe(true);
    await context.close();
  });
});

describe('point 5: a visitor who taps Request to Buy', () => {
  it('is offered Log in and Sign up as buyer, and comes back to the product with its dialog open', async () => {
    await sixProducts();
    track(await signUpAs('user', 'anita@example.com'));
    const { context, page } = await newPage(suite.browser);
    await page.goto('/marketplace');
    // The phone header shows Login to a visitor.
    await poll(() => page.getByRole('banner').getByRole('link', { name: 'Login' }).isVisible()).toBe(true);

    const id = await garlicId(page);
    await cards(page).filter({ hasText: 'Garlic' }).getByRole('button', { name: 'Request to Buy' }).click();
    const sheet = page.getByRole('dialog', { name: 'Log in to buy' });
    await poll(() => sheet.textContent()).toContain(
      'To ask for Garlic, log in or sign up as a buyer. You will come back to this product.',
    );
    expect(await sheet.getByRole('link', { name: 'Sign up as buyer' }).getAttribute('href')).toBe(
      `/signup?as=user&next=%2Fmarketplace%3Fbuy%3D${id}`,
    );
    await sheet.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const form = page.getByRole('form', { name: 'User Login' });
    await form.getByLabel('Username').fill('anita@example.com');
    await form.getByLabel('Password').fill('secret1');
    await form.getByRole('button', { name: 'Login' }).click();

    const dialog = page.getByRole('dialog', { name: 'Buy Garlic' });
    await poll(() => dialog.count()).toBe(1);
    expect(path(page)).toBe('/marketplace');
    await context.close();
  });

  it('the market draws no MUI, its filters, menu and sheet included; the login page it leads to wears the app theme', async () => {
    await sixProducts();
    const { context, page } = await newPage(suite.browser);
    // MUI's styles are emotion's <style data-emotion> elements, written when a MUI part first renders.
    const emotionStyles = () => page.evaluate(() => document.querySelectorAll('style[data-emotion]').length);
    await page.goto('/marketplace');
    await poll(() => cards(page).count()).toBe(6);
    const filters = page.locator('button[aria-controls="market-filter-panel"]');
    await filters.click();
    await page.getByLabel('Sort by').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' });
    await poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => menu.count()).toBe(0);
    await cards(page).filter({ hasText: 'Garlic' }).getByRole('button', { name: 'Request to Buy' }).click();
    const sheet = page.getByRole('dialog', { name: 'Log in to buy' });
    await poll(() => sheet.count()).toBe(1);
    expect(await emotionStyles()).toBe(0);

    // No ThemeProvider: MUI's default theme is the app's (web/build/mui-default-theme.ts).
    await sheet.getByRole('link', { name: 'Log in' }).click();
    const login = page.getByRole('form', { name: 'User Login' }).getByRole('button', { name: 'Login' });
    await login.waitFor();
    // Away from the button: the tap on Log in left the pointer where it now is (hover darkens it).
    await page.mouse.move(1, 1);
    await poll(() => login.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(46, 125, 50)');
    expect(await login.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('10px');
    expect(await emotionStyles()).toBeGreaterThan(0);
    await context.close();
  });

  it('in Hindi, offers the same in Hindi', async () => {
    await sixProducts();
    const { context, page } = await newPage(suite.browser);
    await page.goto('/marketplace?lang=hi');
    await cards(page).filter({ hasText: 'Garlic' }).getByRole('button', { name: 'खरीदने का अनुरोध' }).click();
    const sheet = page.getByRole('dialog', { name: 'खरीदने के लिए लॉग इन करें' });
    await poll(() => sheet.textContent()).toContain(
      'Garlic माँगने के लिए लॉग इन करें या खरीदार के रूप में साइन अप करें। उसके बाद आप इसी उत्पाद पर लौटेंगे।',
    );
    expect(await sheet.getByRole('link', { name: 'खरीदार के रूप में साइन अप करें' }).count()).toBe(1);
    await context.close();
  });
});

/** Whether `el` is wholly on the 360 x 760 screen. */
async function inView(page: Page, el: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await el.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

/** The id of the Garlic card's product, from its heading's id (`product-<id>-title`). */
async function garlicId(page: Page): Promise<string> {
  const id = await cards(page).filter({ hasText: 'Garlic' }).getAttribute('aria-labelledby');
  return (id ?? '').replace(/^product-/, '').replace(/-title$/, '');
}
