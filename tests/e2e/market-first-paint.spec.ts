import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { signUpAs } from '../helpers/client';
import { browserSuite } from '../helpers/e2e';
import { addProductAs } from '../helpers/market';

// Issue 10: on /marketplace, index.html draws the first cards from the first
// page's REST answer before any JavaScript chunk runs; React then replaces them
// with its own cards, which must look the same (same words, same boxes).

const suite = browserSuite();
const PHONE = { width: 360, height: 740 };
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

/** Each card's words and box, in page order (from `selector`'s cards). */
function cards(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((nodes) =>
    nodes.map((n) => {
      const r = n.getBoundingClientRect();
      const place = n.querySelector('.kh-card-place p')!.getBoundingClientRect();
      return {
        text: (n as HTMLElement).innerText,
        box: [r.x, r.y, r.width, r.height],
        place: [place.width, place.height],
      };
    }),
  );
}

async function fiveProducts() {
  const farmer = suite.track(await signUpAs('farmer', 'ramesh@example.com'));
  for (const [i, title] of ['Onions', 'Basmati Rice', 'Red Tomatoes', 'Alphonso Mangoes', 'Toor Dal'].entries()) {
    await addProductAs(farmer, {
      title,
      description: i === 1 ? 'Aged one year, long grain, packed in 25 kg bags for shops and hotels' : 'Fresh',
      pricePaise: 4050 + i * 100_000,
      quantityG: 1_200_000 + i * 1000,
    });
  }
}

describe('the market’s first paint', () => {
  it('draws the newest 4 products before any script chunk runs, as React then draws them', async () => {
    await fiveProducts();
    // No JavaScript file at all: what shows is index.html's own work.
    const before = await newPage(suite.browser, PHONE);
    await before.context.route('**/assets/*.js', (route) => route.abort());
    await before.page.goto('/marketplace');
    await poll(() => before.page.locator('#kh-shell .kh-card').count()).toBe(4);
    const painted = await cards(before.page, '#kh-shell .kh-card');
    expect(painted.map((c) => c.text.split('\n')[0])).toEqual([
      'Toor Dal',
      'Alphonso Mangoes',
      'Red Tomatoes',
      'Basmati Rice',
    ]);
    expect(painted[0].text).toContain('Rs. 4,040.50/kg');
    expect(painted[0].text).toContain('1,204 kg available');
    expect(painted[0].text).toContain('Maharashtra, Latur, 413512');
    await expect(before.page.getByRole('button', { name: 'Request to Buy' }).count()).resolves.toBe(4);
    await before.context.close();

    const after = await newPage(suite.browser, PHONE);
    await after.page.goto('/marketplace');
    const grid = after.page.getByTestId('market-grid');
    await poll(() => grid.getByRole('article').count()).toBe(5);
    // The search row mounts after the first commit, in a box of its own height.
    await poll(() => after.page.getByRole('searchbox', { name: 'Search by name' }).count()).toBe(1);
    const drawn = (await cards(after.page, '[data-testid=market-grid] .kh-card')).slice(0, 4);
    // The same words and the same boxes, at the same places (so the swap moves
    // nothing and the largest text, Lighthouse's LCP element, is not painted
    // again larger).
    // (Within a pixel: sub-pixel offsets are not a visible move.)
    expect(drawn.map((c) => c.text)).toEqual(painted.map((c) => c.text));
    const far = drawn.flatMap((c, i) =>
      [...c.box, ...c.place].filter((v, k) => Math.abs(v - [...painted[i].box, ...painted[i].place][k]) > 1),
    );
    expect(far, JSON.stringify({ drawn, painted })).toEqual([]);
    await after.context.close();
  });

  it('draws them in Hindi for a Hindi reader, with ₹ and किलो as React does', async () => {
    await fiveProducts();
    const before = await newPage(suite.browser, PHONE);
    await before.context.addInitScript(() => localStorage.setItem('kh.lang', 'hi'));
    await before.context.route('**/assets/*.js', (route) => route.abort());
    await before.page.goto('/marketplace');
    await poll(() => before.page.locator('#kh-shell .kh-card').count()).toBe(4);
    const painted = await cards(before.page, '#kh-shell .kh-card');
    expect(painted[0].text).toContain('₹4,040.50/किलो');
    expect(painted[0].text).toContain('1,204 किलो उपलब्ध');
    expect(painted[0].text).not.toMatch(/Rs\.|kg/);
    await expect(before.page.getByRole('button', { name: 'खरीदने का अनुरोध' }).count()).resolves.toBe(4);
    await before.context.close();
  });

  it('asks for the market’s script chunks only once the first cards are drawn and the page parsed', async () => {
    await fiveProducts();
    const { context, page } = await newPage(suite.browser, PHONE);
    // How many painted cards there were when the market's chunk was first asked
    // for (its modulepreload link added), and whether it was by DOMContentLoaded.
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { seen: Record<string, number> }).seen = seen;
      const marketLinks = () => document.querySelectorAll('link[rel=modulepreload][href*="/market-page-"]').length;
      document.addEventListener('DOMContentLoaded', () => (seen.atParsed = marketLinks()));
      new MutationObserver(() => {
        if (seen.cardsAtFirstLink === undefined && marketLinks() > 0) {
          seen.cardsAtFirstLink = document.querySelectorAll('#kh-shell .kh-card').length;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/marketplace');
    await poll(() => page.getByTestId('market-card').count()).toBe(5);
    const seen = await page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
    expect(seen).toEqual({ atParsed: 0, cardsAtFirstLink: 4 });
    await context.close();
  });

  it('keeps a tap on Request to Buy made before the app has loaded, and answers it once it has', async () => {
    await fiveProducts();
    const { context, page } = await newPage(suite.browser, PHONE);
    // The app's entry script waits until the tap has been made.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/index-*.js', async (route) => {
      await gate;
      await route.continue();
    });
    // Not waiting for 'load' or DOMContentLoaded: both wait for the held script.
    await page.goto('/marketplace', { waitUntil: 'commit' });
    const early = page.locator('#kh-shell .kh-card-buy').first();
    await early.click();
    await expect(early.getAttribute('aria-busy')).resolves.toBe('true');
    release();
    // A visitor is asked to log in or sign up: the answer React gives to a tap on its own card.
    await poll(() => page.getByRole('dialog', { name: 'Log in to buy' }).count()).toBe(1);
    await context.close();
  });

  it('goes from the painted cards straight to React’s, never through a loading skeleton', async () => {
    await fiveProducts();
    const { context, page } = await newPage(suite.browser, PHONE);
    // Every state the page goes through, from its first node on.
    await page.addInitScript(() => {
      const states: string[] = ((window as unknown as { states: string[] }).states = []);
      new MutationObserver(() => {
        const now = document.querySelector('#kh-shell .kh-card')
          ? 'painted'
          : document.querySelector('[data-testid=card-skeleton], main [role=status]')
            ? 'skeleton'
            : document.querySelector('[data-testid=market-card]')
              ? 'react'
              : 'other';
        if (states[states.length - 1] !== now) states.push(now);
      }).observe(document, { childList: true, subtree: true });
    });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/index-*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/marketplace', { waitUntil: 'commit' });
    await poll(() => page.locator('#kh-shell .kh-card').count()).toBe(4);
    release();
    await poll(() => page.getByTestId('market-card').count()).toBe(5);
    const states = await page.evaluate(() => (window as unknown as { states: string[] }).states);
    expect(states.slice(states.indexOf('painted'))).toEqual(['painted', 'react']);
    await context.close();
  });
});
