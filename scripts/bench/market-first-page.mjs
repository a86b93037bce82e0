// The market's first page through the app's real path: a fresh phone-sized
// Chromium opens /marketplace from the hosting emulator, whose rewrite runs the
// marketPage function: the HTML carries the first page (index.html's inline
// script sends the REST runQuery itself only when it does not), the page shows
// 24 cards, then the market worker's live listener takes over. Timed in the
// page (no CPU or network throttling), with the documents read counted by the
// app itself (the 'kh:market-docs-read' User Timing mark that
// features/market/api/market-api.ts sets from the REST rows and the worker's
// server snapshots).
/* global document, performance -- evaluated in the page */
import { median } from './stats.mjs';
import { launchChromium, visitUntilShown } from './page-visit.mjs';

const PAGE = 24;

async function oneVisit(browser, url) {
  return visitUntilShown(browser, url, '[data-testid="market-grid"] article', PAGE, async (page) => {
    const query = await page.evaluate(() => {
      const e = performance.getEntriesByType('resource').find((r) => r.name.includes(':runQuery'));
      return e ? e.responseEnd - e.startTime : null;
    });
    // With the first page in the HTML, the document's own answer time holds the query.
    const html = await page.evaluate(() => {
      if (!document.getElementById('kh-first-page')) return null;
      const [nav] = performance.getEntriesByType('navigation');
      return nav.responseEnd - nav.requestStart;
    });
    await page.locator('[data-testid="market-grid"][data-source="live"]').waitFor({ timeout: 30_000 });
    const reads = await page.waitForFunction(
      () => {
        const marks = performance.getEntriesByName('kh:market-docs-read');
        const last = marks[marks.length - 1];
        return last && last.detail.live > 0 ? last.detail : null;
      },
      undefined,
      { timeout: 30_000 },
    );
    return { query, html, reads: await reads.jsonValue() };
  });
}

/**
 * Median over `runs` fresh visits (after one warm-up): time to 24 cards, the runQuery's time
 * (visits whose page sent one), the HTML's answer time (visits whose HTML carried the first
 * page), documents read.
 */
export async function marketFirstPage(url, runs = 5) {
  const browser = await launchChromium();
  try {
    await oneVisit(browser, url); // warms the emulator's query path and the hosting emulator
    const visits = [];
    for (let i = 0; i < runs; i++) visits.push(await oneVisit(browser, url));
    const queries = visits.map((v) => v.query).filter((q) => q !== null);
    const htmls = visits.map((v) => v.html).filter((h) => h !== null);
    return {
      shown: median(visits.map((v) => v.shown)),
      query: queries.length ? median(queries) : null,
      html: htmls.length ? { ms: median(htmls), visits: htmls.length, of: visits.length } : null,
      reads: visits[visits.length - 1].reads,
    };
  } finally {
    await browser.close();
  }
}
