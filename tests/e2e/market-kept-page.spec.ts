// A returning phone on a weak signal: the service worker keeps the market's page
// (its first cards in the HTML) and shows it when the network is slow to answer,
// then the live cards follow; the network's answer is kept for the next visit.
// The network is held by a route (the service worker's own requests go through
// the context's routes), and released by the test, not by a timer.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, serviceWorkerReady } from '../helpers/browser';
import { signUpAs } from '../helpers/client';
import { browserSuite } from '../helpers/e2e';
import { addProductAs } from '../helpers/market';

const suite = browserSuite();
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

/** The market page the service worker keeps (a cache per app version), as text ('' when none is kept). */
const keptPage = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('kh-market-page-'));
    const kept = await Promise.all(names.map(async (n) => (await caches.open(n)).match('/marketplace')));
    return (await kept.find((r) => r)?.text()) ?? '';
  });

describe('the market page kept on the phone', () => {
  it('shows at once when the network is slow, then the live cards; the late answer is kept', async () => {
    const farmer = suite.track(await signUpAs('farmer', 'kept-farmer@example.com'));
    await addProductAs(farmer, { title: 'Red Onion' });
    const { context, page } = await newPage(suite.browser, undefined, { serviceWorker: true });
    await page.goto('/marketplace');
    await page.getByRole('article', { name: 'Red Onion' }).waitFor();
    await serviceWorkerReady(page);
    // The first visit's page came before the worker; the worker fetched it once to keep it.
    await poll(() => keptPage(page)).toContain('Red Onion');

    await addProductAs(farmer, { title: 'Green Chilli' });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await context.route(
      (url) => url.pathname === '/marketplace',
      async (route) => {
        asked++;
        await held;
        await route.continue();
      },
    );

    // The answer comes while the network is still held: the kept page, from the worker.
    const response = await page.goto('/marketplace');
    expect(response?.fromServiceWorker()).toBe(true);
    const html = await response!.text();
    expect(html).toContain('Red Onion');
    expect(html).not.toContain('Green Chilli');
    expect(asked).toBe(1);
    // The live listener brings what changed since.
    await page.getByRole('article', { name: 'Green Chilli' }).waitFor();
    await page.getByRole('article', { name: 'Red Onion' }).waitFor();

    // The network's late answer replaces the kept page, for the next visit.
    release();
    await poll(() => keptPage(page)).toContain('Green Chilli');
    await context.close();
  });

  it('offline, the app shell opens as before, and the market says what the phone saved', async () => {
    const farmer = suite.track(await signUpAs('farmer', 'kept-offline@example.com'));
    await addProductAs(farmer, { title: 'Red Onion' });
    const { context, page } = await newPage(suite.browser, undefined, { serviceWorker: true });
    await page.goto('/marketplace');
    await page.locator('[data-testid="market-grid"][data-source="live"]').waitFor();
    await serviceWorkerReady(page);
    await poll(() => keptPage(page)).toContain('Red Onion');

    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    // The precached shell (index.html without the cards), not the kept page.
    expect(await response!.text()).not.toContain('Red Onion');
    await page.getByRole('article', { name: 'Red Onion' }).waitFor();
    await poll(() => page.getByText(/^Offline: showing what this phone saved/).count()).toBe(1);
    await context.close();
  });
});
