import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';

// Issue 10, `/` on a slow phone: index.html paints a copy of the landing's first
// screen before any script file has run (web/build/landing-first-paint.ts), for a
// first-time visitor in English or Hindi; React's first commit then replaces it in place.

const suite = browserSuite();
const PHONE = { width: 360, height: 740 };

/**
 * `/` for a reader who chose Hindi, with `observe` run in the page before any of its scripts,
 * once React's Hindi screen has replaced index.html's copy (the app has started).
 */
async function openHindiLanding(observe: () => void) {
  const { context, page } = await newPage(suite.browser, PHONE);
  await context.addInitScript(() => localStorage.setItem('kh.lang', 'hi'));
  await context.addInitScript(observe);
  await page.goto('/');
  await page.getByTestId('scheme-carousel').waitFor();
  await expect.poll(() => page.locator('#kh-landing-shell').count()).toBe(0);
  return { context, page };
}
const NO_SCRIPT_FILES = '**/assets/*.js';

type Box = { y: number; x: number; width: number; height: number };

/** Where the hero's title and text and the first scheme slide lie (within `scope`), rounded to 0.5 px. */
async function boxes(page: Page, slide: string, scope = ''): Promise<Box[]> {
  return page.evaluate(
    (selectors) =>
      selectors.map((s) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        const half = (n: number) => Math.round(n * 2) / 2;
        return { y: half(r.top), x: half(r.left), width: half(r.width), height: half(r.height) };
      }),
    ['h1', 'h1 + p', 'section ul', 'h2', slide, `${slide} > h3`].map((s) => scope + s),
  );
}

/** The CSS animation of React's hero section (the h1's parent). */
const heroAnimation = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('h1')!.parentElement!).animationName);

describe('the landing page’s first paint', () => {
  it('shows the hero and the first scheme with no script file, where React will draw them', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    await context.route(NO_SCRIPT_FILES, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Fresh from the farm, fair for the farmer' }).waitFor();
    await page.getByRole('heading', { name: 'Pradhan Mantri Fasal Bima Yojana (crop insurance)' }).waitFor();
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
    const painted = await boxes(page, '.kh-l-slide');
    await context.close();

    const live = await newPage(suite.browser, PHONE);
    // Reduced motion holds the carousel on its first slide while it is measured.
    await live.page.emulateMedia({ reducedMotion: 'reduce' });
    await live.page.goto('/');
    await live.page.getByTestId('scheme-carousel').waitFor();
    // React's screen replaced the copy: one hero, and its boxes are the copy's,
    // so nothing moves and no larger paint follows the first.
    await expect.poll(() => live.page.locator('#kh-landing-shell').count()).toBe(0);
    expect(await live.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await boxes(live.page, '[aria-roledescription="slide"]')).toEqual(painted);
    await live.context.close();
  });

  it('does not fade the hero in a second time when React replaces the copy, only on a later visit', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    await page.goto('/');
    await page.getByTestId('scheme-carousel').waitFor();
    // The copy's hero showed at once (index.html's CSS), and React's starts visible too.
    expect(await heroAnimation(page)).toBe('none');
    // Coming back to / inside the app, the hero fades in again.
    const go = (path: string) =>
      page.evaluate((p) => {
        history.pushState({}, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    await go('/blogsList');
    await page.getByTestId('scheme-carousel').waitFor({ state: 'detached' });
    await go('/');
    await page.getByTestId('scheme-carousel').waitFor();
    expect(await heroAnimation(page)).toBe('khFadeIn');
    await context.close();
  });

  it("paints in Hindi for a Hindi reader (a saved choice or the phone's language), where React will draw it", async () => {
    for (const setup of ['saved', 'phone'] as const) {
      const { context, page } = await newPage(suite.browser, PHONE);
      if (setup === 'saved') await context.addInitScript(() => localStorage.setItem('kh.lang', 'hi'));
      else await context.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['hi-IN'] }));
      await context.route(NO_SCRIPT_FILES, (route) => route.abort());
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'खेत से सीधे, किसान के लिए उचित' }).waitFor();
      await page.getByRole('heading', { name: 'प्रधानमंत्री फसल बीमा योजना (फसल बीमा)' }).waitFor();
      expect(await page.getByRole('link', { name: 'शुरू करें' }).getAttribute('href')).toBe('/signup');
      expect(
        await page.getByRole('heading', { level: 1, name: 'Fresh from the farm, fair for the farmer' }).count(),
      ).toBe(0);
      const painted = await boxes(page, '.kh-l-slide', '.kh-copy-hi ');
      await context.close();
      if (setup === 'phone') continue;

      const live = await newPage(suite.browser, PHONE);
      await live.context.addInitScript(() => localStorage.setItem('kh.lang', 'hi'));
      await live.page.emulateMedia({ reducedMotion: 'reduce' });
      await live.page.goto('/');
      await live.page.getByTestId('scheme-carousel').waitFor();
      await expect.poll(() => live.page.locator('#kh-landing-shell').count()).toBe(0);
      expect(await live.page.getByRole('heading', { level: 1 }).textContent()).toBe('खेत से सीधे, किसान के लिए उचित');
      expect(await boxes(live.page, '[aria-roledescription="slide"]')).toEqual(painted);
      await live.context.close();
    }
  });

  it('gives a Hindi reader their largest paint with the copy: React’s screen paints nothing larger', async () => {
    // The hero's text is the largest thing on a Hindi phone. When the copy faded it in from
    // opacity 0, the browser never counted it, and React's hero text, painted later, became
    // the page's largest paint (Lighthouse's LCP) seconds after the copy had shown it.
    const { context, page } = await openHindiLanding(() => {
      const found: number[] = [];
      (window as unknown as { largest: number[] }).largest = found;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) found.push(Math.round(e.startTime));
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // Three frames after React's screen replaced the copy, its paint has been reported if it counted.
    const frames = () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
      );
    await page.evaluate(frames);
    // One largest paint, the copy's: none came later.
    const largest = await page.evaluate(() => (window as unknown as { largest: number[] }).largest);
    expect(largest).toHaveLength(1);
    await context.close();
  });

  it('says a Hindi page is Hindi from its first script to the app’s start, never English between', async () => {
    // <html lang> picks fonts: switching it to English and back restyled and laid out the whole
    // painted page twice on a Hindi phone, and told a screen reader the page was English.
    const { context, page } = await openHindiLanding(() => {
      const seen: string[] = [];
      (window as unknown as { langs: string[] }).langs = seen;
      // Every value <html lang> took, from each change's record. The document is observed, not
      // <html>: an init script runs before the parser has made that element.
      new MutationObserver((records) => {
        for (const r of records) if (r.target === document.documentElement) seen.push(r.oldValue ?? '');
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['lang'], attributeOldValue: true });
    });
    await page.getByRole('heading', { level: 1, name: 'खेत से सीधे, किसान के लिए उचित' }).waitFor();
    // The values it held: each change's old value, then the last. The first old value is
    // index.html's own `lang="en"`, before the language script has run.
    const held = await page.evaluate(() => [
      ...(window as unknown as { langs: string[] }).langs.slice(1),
      document.documentElement.lang,
    ]);
    expect(held.filter((lang) => lang !== 'hi')).toEqual([]);
    await context.close();
  });

  it('is not shown to a signed-in reader, whose hero fades in as before', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    await context.addInitScript(() => localStorage.setItem('kh.session', '1'));
    await context.route(NO_SCRIPT_FILES, (route) => route.abort());
    await page.goto('/');
    await page.waitForLoadState('load');
    // The copy is in the page (and the head's script has run): only its class decides whether it shows.
    await page.locator('#kh-landing-shell').waitFor({ state: 'attached' });
    expect(await page.locator('#kh-landing-shell').isVisible()).toBe(false);
    await context.unroute(NO_SCRIPT_FILES);
    await page.reload();
    await page.getByTestId('scheme-carousel').waitFor();
    expect(await heroAnimation(page)).toBe('khFadeIn');
    await context.close();
  });

  it('is not shown on other paths', async () => {
    const { context, page } = await newPage(suite.browser, PHONE);
    await context.route(NO_SCRIPT_FILES, (route) => route.abort());
    await page.goto('/blogsList');
    await page.waitForLoadState('load');
    await page.locator('#kh-landing-shell').waitFor({ state: 'attached' });
    expect(await page.locator('#kh-landing-shell').isVisible()).toBe(false);
    await context.close();
  });
});
