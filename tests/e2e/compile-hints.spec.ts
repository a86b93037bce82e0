import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';
import { openSignedIn } from '../helpers/session';

const suite = browserSuite();
const track = suite.track;

// V8's per-file compile hint (web/build/compile-hints.ts): the scripts of the page are compiled
// whole as they stream in, off the main thread, and kept so in the code cache.
describe('compile hints', () => {
  it("every script a signed-in screen runs on its main thread asks to be compiled whole; the data worker's does not", async () => {
    track(await signUpAs('farmer', 'hints-farmer@example.com'));
    const { context, page } = await newPage(suite.browser);
    await openSignedIn(page, 'hints-farmer@example.com', '/OrderMessage');
    await expect.poll(() => page.getByText('No Orders Till Now!!').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.workers().length, { timeout: 15_000 }).toBeGreaterThan(0);
    const workers = page.workers().map((w) => w.url());
    // The worker's script is fetched by its URL too, so its check never passes for want of it.
    const firstLines = await page.evaluate(async (workerUrls) => {
      const scripts = performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((url) => new URL(url).pathname.endsWith('.js'));
      const lines: Record<string, string> = {};
      for (const url of new Set([...scripts, ...workerUrls]))
        lines[url] = (await (await fetch(url)).text()).split('\n')[0];
      return lines;
    }, workers);
    const onMain = Object.entries(firstLines).filter(([url]) => !workers.includes(url) && !url.endsWith('/sw.js'));
    expect(onMain.length).toBeGreaterThan(10);
    expect(
      onMain
        .filter(([, line]) => line !== '//# allFunctionsCalledOnLoad')
        .map(([url, line]) => `${url} ${line.slice(0, 40)}`)
        .join('\n'),
    ).toBe('');
    for (const url of workers) {
      expect(firstLines[url]).toMatch(/\S/);
      expect(firstLines[url]).not.toBe('//# allFunctionsCalledOnLoad');
    }
    await context.close();
  });
});
