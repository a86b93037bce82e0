import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seed } from '../../scripts/seed.mjs';
import { launchBrowser, newPage } from '../helpers/browser';
import { clearSeeded } from '../helpers/env';
import { logInThroughUi } from '../helpers/market';

// Distances and "Nearest first" on the demo data: Priya Nair's first address is
// Bengaluru 560001; the demo farms include Devanahalli (Bengaluru Rural, 36 km)
// and Alipur (Delhi, 1,762 km, shown rounded to 5 km).
let browser: Browser;
beforeAll(async () => {
  await seed({ clear: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await clearSeeded();
});

const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 20_000, message });
const cards = (page: Page) => page.getByTestId('market-grid').getByRole('article');
const BENGALURU = ['Rose Onion (Bengaluru)', 'French Beans'];
const DELHI = ['Phool Gobhi (Cauliflower)', 'लाल प्याज'];

async function titlesInOrder(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading').allTextContents();
}

/** Priya (first address 560001) on the market, once her Bengaluru farm's distance shows. */
async function priyaOnTheMarket() {
  const { context, page } = await newPage(browser);
  await logInThroughUi(page, 'user', 'priya@krishihaat.test', DEMO_PASSWORD);
  await page.goto('/marketplace');
  // Distances show as soon as the first address is located, whatever the sort.
  const beans = cards(page).filter({ hasText: 'French Beans' });
  await poll(() => beans.getByTestId('farm-distance').textContent()).toBe('~36 km away');
  return { context, page, beans };
}

/** Records each layout shift of the pages `page` loads from now on, with the classes of what moved. */
function watchShifts(page: Page) {
  return page.addInitScript(() => {
    const kept = window as unknown as { shifts: string[] };
    kept.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        const moved = e.sources?.map((s) => (s.node as Element | undefined)?.className ?? '?').join(', ');
        kept.shifts.push(`${e.value.toFixed(4)} ${moved}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts that moved a card, once the Bengaluru farm's distance shows and the market is live. */
async function cardShiftsUntilDistances(page: Page): Promise<string[]> {
  const beans = cards(page).filter({ hasText: 'French Beans' });
  await poll(() => beans.getByTestId('farm-distance').textContent()).toBe('~36 km away');
  await page.getByTestId('market-grid').and(page.locator('[data-source="live"]')).waitFor();
  const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
  return shifts.filter((s) => s.includes('kh-card'));
}

describe('distance from the buyer and nearest first', () => {
  it('a buyer in 560001 sees the Bengaluru farm before the Delhi one, with distances', async () => {
    const { context, page } = await priyaOnTheMarket();

    await page.getByRole('button', { name: 'Filters' }).click();
    expect(await page.getByLabel('Your pincode').inputValue()).toBe('560001');
    await page.getByLabel('Sort by').selectOption('nearest');
    expect(await page.getByLabel('Within').inputValue()).toBe('4000');
    await poll(async () => (await titlesInOrder(page)).slice(0, 2).sort()).toEqual([...BENGALURU].sort());
    const titles = await titlesInOrder(page);
    const lastBengaluru = Math.max(...BENGALURU.map((t) => titles.indexOf(t)));
    for (const t of DELHI) expect(titles.indexOf(t)).toBeGreaterThan(lastBengaluru);
    const gobhi = cards(page).filter({ hasText: 'Phool Gobhi (Cauliflower)' });
    expect(await gobhi.getByTestId('farm-distance').textContent()).toBe('~1765 km away');

    // 250 km keeps only the Bengaluru farm.
    await page.getByLabel('Within').selectOption('250');
    await poll(() => titlesInOrder(page).then((t) => [...t].sort())).toEqual([...BENGALURU].sort());
    await context.close();
  });

  it('a repeat visit places the pincode from this phone: distances without a call to the server', async () => {
    const { context, page, beans } = await priyaOnTheMarket();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('locatePincode')) calls.push(request.url());
    });
    await page.reload();
    await poll(() => beans.getByTestId('farm-distance').textContent()).toBe('~36 km away');
    expect(calls).toEqual([]);
    await context.close();
  });

  it('a repeat visit draws the distances with the first cards, so nothing moves as they arrive', async () => {
    const { context, page } = await priyaOnTheMarket();
    // index.html's own cards, before any script file has run, already carry the lines.
    const early = await context.newPage();
    await early.route('**/assets/*.js', (route) => route.abort());
    await early.goto('/marketplace');
    const painted = early.locator('#kh-shell .kh-card');
    await poll(() => painted.count()).toBe(4);
    const lines = await painted.locator('.kh-card-far').allTextContents();
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toMatch(/^~\d+ km away$/);
    await early.close();

    // With the app: from the first paint to the live market with distances, no card moves.
    await watchShifts(page);
    await page.reload();
    expect(await cardShiftsUntilDistances(page)).toEqual([]);
    await context.close();
  });

  it('a buyer’s first visit keeps the distance line’s room, so nothing moves when the distances come', async () => {
    const { context, page } = await newPage(browser);
    await logInThroughUi(page, 'user', 'priya@krishihaat.test', DEMO_PASSWORD);
    await watchShifts(page);
    await page.goto('/marketplace');
    expect(await cardShiftsUntilDistances(page)).toEqual([]);
    await context.close();
  });

  it('a visitor types a pincode; an unknown one shows no distance, with a message on the field', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/marketplace');
    await page.getByRole('button', { name: 'Filters' }).click();
    const gobhi = cards(page).filter({ hasText: 'Phool Gobhi (Cauliflower)' });
    await poll(() => gobhi.count()).toBe(1);
    // The session has loaded as a visitor's (no address to fill the pincode from) and the field is empty.
    await page.locator('header a[href="/login"]').waitFor({ state: 'attached' });
    expect(await page.getByLabel('Your pincode').inputValue()).toBe('');
    expect(await gobhi.getByTestId('farm-distance').count()).toBe(0);
    await page.getByLabel('Your pincode').fill('110001');
    await poll(() => gobhi.getByTestId('farm-distance').textContent()).toBe('~22 km away');
    await page.getByLabel('Your pincode').fill('999999');
    await poll(() => page.getByText('We do not know where this pincode is, so no distances are shown.').count()).toBe(
      1,
    );
    expect(await cards(page).getByTestId('farm-distance').count()).toBe(0);
    await context.close();
  });

  it('a pincode typed on the live market adds distances without the list starting again', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/marketplace');
    const grid = page.getByTestId('market-grid');
    await grid.and(page.locator('[data-source="live"]')).waitFor();
    // Counts each moment the grid holds no card from here on.
    await page.evaluate(() => {
      const kept = window as unknown as { emptied: number };
      kept.emptied = 0;
      const section = document.querySelector('[data-testid="market-grid"]')!;
      new MutationObserver(() => {
        if (section.querySelectorAll('article').length === 0) kept.emptied++;
      }).observe(section, { childList: true });
    });
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Your pincode').fill('110001');
    const gobhi = cards(page).filter({ hasText: 'Phool Gobhi (Cauliflower)' });
    await poll(() => gobhi.getByTestId('farm-distance').textContent()).toBe('~22 km away');
    expect(await page.evaluate(() => (window as unknown as { emptied: number }).emptied)).toBe(0);
    expect(await grid.getAttribute('data-source')).toBe('live');
    await context.close();
  });

  it('searches in Hindi, English and Hinglish, and hides the microphone where speech is missing', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/marketplace');
    const search = page.getByLabel('Search by name');
    for (const typed of ['pyaz', 'प्याज', 'onion', 'kanda']) {
      await search.fill(typed);
      await poll(() => titlesInOrder(page).then((t) => [...t].sort()), typed).toEqual(
        ['Red Onion (Nashik, rabi)', 'Rose Onion (Bengaluru)', 'लाल प्याज'].sort(),
      );
    }
    const speech = await page.evaluate(() => 'webkitSpeechRecognition' in window || 'SpeechRecognition' in window);
    expect(await page.getByRole('button', { name: 'Search by voice' }).count()).toBe(speech ? 1 : 0);
    await context.close();

    const bare = await newPage(browser);
    await bare.context.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.webkitSpeechRecognition;
      delete w.SpeechRecognition;
    });
    await bare.page.goto('/marketplace');
    await poll(() => cards(bare.page).count()).toBeGreaterThan(0);
    // The search row (drawn in a commit after the cards) holds the microphone: wait for its field.
    await bare.page.getByLabel('Search by name').waitFor();
    expect(await bare.page.getByRole('button', { name: 'Search by voice' }).count()).toBe(0);
    await bare.context.close();
  });
});
