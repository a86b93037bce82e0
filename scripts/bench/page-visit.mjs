// A page opened as a first-time visitor would: a fresh phone-sized Chromium
// context (empty cache, no service worker), timed by the page's own clock
// (performance.now(), from the navigation's start) until what it shows is in
// place. No CPU or network throttling: these are the app's data paths, not
// Lighthouse's phone model.
/* global document, performance -- evaluated in the page */
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
}

/**
 * Opens `url` in a fresh context and waits until `selector` matches at least `count` elements;
 * resolves with `shown` (ms since navigation start) and whatever `then(page)` adds.
 */
export async function visitUntilShown(browser, url, selector, count, then) {
  const context = await browser.newContext({ viewport: { width: 360, height: 760 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(([s, n]) => document.querySelectorAll(s).length >= n, [selector, count], {
      polling: 'raf',
      timeout: 30_000,
    });
    const shown = await page.evaluate(() => performance.now());
    return { shown, ...(then ? await then(page) : {}) };
  } finally {
    await context.close();
  }
}
