import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';
import { AUTH_USER_KEY, openSignedIn } from '../helpers/session';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

// A cheap Android phone's Chrome: Firebase Auth treats such a browser differently (it polled
// its localStorage key every second there instead of following the `storage` event).
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 12; moto g(22)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

/** Records every repeating timer the page starts and stops, with its period and the start of its code. */
async function watchIntervals(page: Page) {
  await page.addInitScript(() => {
    const live = new Map<number, string>();
    (window as unknown as { khIntervals: Map<number, string> }).khIntervals = live;
    const set = window.setInterval.bind(window);
    const clear = window.clearInterval.bind(window);
    window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = set(fn, ms, ...args);
      live.set(id, `${ms} ms: ${String(fn).slice(0, 60)}`);
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) live.delete(id);
      clear(id);
    }) as typeof window.clearInterval;
  });
}

const liveIntervals = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { khIntervals: Map<number, string> }).khIntervals.values()]);

describe('one session across tabs, on a phone', () => {
  it('a signed-in page keeps no repeating timer, and a logout in another tab signs it out', async () => {
    track(await signUpAs('farmer', 'tabs-farmer@example.com'));
    const { context, page } = await newPage(suite.browser, undefined, { userAgent: PHONE_UA });
    await watchIntervals(page);
    await openSignedIn(page, 'tabs-farmer@example.com', '/OrderMessage');
    await poll(() => page.getByText('No Orders Till Now!!').count()).toBe(1);
    // Auth has started once it has reloaded its user from the server (accounts:lookup): its
    // storage listener is in place by then.
    await poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/accounts:lookup'))),
    ).toBe(true);
    expect(await liveIntervals(page)).toEqual([]);

    // The same person in a second tab logs out: the first tab follows at once.
    const other = await context.newPage();
    await other.goto('/OrderMessage');
    await poll(() => other.getByText('No Orders Till Now!!').count()).toBe(1);
    await other.getByRole('button', { name: 'Profile' }).click();
    await other.getByRole('button', { name: 'Logout' }).click();
    await other.waitForURL('**/login');
    await poll(() => new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('a page shown again notices a session that ended while it was hidden', async () => {
    track(await signUpAs('farmer', 'shown-farmer@example.com'));
    const { context, page } = await newPage(suite.browser, undefined, { userAgent: PHONE_UA });
    await openSignedIn(page, 'shown-farmer@example.com', '/OrderMessage');
    await poll(() => page.getByText('No Orders Till Now!!').count()).toBe(1);
    await poll(() =>
      page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/accounts:lookup'))),
    ).toBe(true);
    // The session goes while the page is hidden, with no storage event reaching it (a change in
    // the page's own storage sends none to the page itself); the page then comes back.
    await page.evaluate((key) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      localStorage.removeItem(key);
    }, AUTH_USER_KEY);
    expect(new URL(page.url()).pathname).toBe('/OrderMessage');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await poll(() => new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
