import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInThroughUi, newPage } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';

const suite = browserSuite();

const slide = (page: Page) => page.getByTestId('scheme-carousel').getAttribute('data-index');

describe('landing page', () => {
  it('the scheme carousel advances by itself and wraps both ways', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto('/');
    await page.getByTestId('scheme-carousel').waitFor();
    expect(await slide(page)).toBe('0');
    await page.getByRole('button', { name: 'Previous scheme' }).click();
    expect(await slide(page)).toBe('3');
    await page.getByRole('button', { name: 'Next scheme' }).click();
    expect(await slide(page)).toBe('0');
    // Focus paused it; move focus and the mouse away and it advances every 2.5 s.
    await page.getByRole('heading', { level: 1 }).click();
    await page.mouse.move(1, 1);
    await expect.poll(() => slide(page), { timeout: 6000 }).toBe('1');
    await page.getByRole('button', { name: 'Show scheme 4' }).click();
    expect(await slide(page)).toBe('3');
    await page.getByRole('button', { name: 'Next scheme' }).click();
    expect(await slide(page)).toBe('0');
    await context.close();
  });

  it('Get Started leads a visitor to /signup, a farmer to /dashboard and a buyer to /marketplace', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/signup');
    await context.close();

    const farmer = await signUpAs('farmer', 'getstarted-farmer@example.com');
    const buyer = await signUpAs('user', 'getstarted-buyer@example.com');
    for (const [email, asUser, target] of [
      ['getstarted-farmer@example.com', false, '/dashboard'],
      ['getstarted-buyer@example.com', true, '/marketplace'],
    ] as const) {
      const { context: c, page: p } = await newPage(suite.browser);
      await logInThroughUi(p, asUser ? 'user' : 'farmer', email);
      await p.getByRole('link', { name: 'Get Started' }).click();
      await p.waitForURL((url) => url.pathname === target);
      await c.close();
    }
    await Promise.all([farmer.close(), buyer.close()]);
  });

  // In the emulator build every Firebase endpoint is the page's own host (127.0.0.1), so a
  // host check alone cannot see Firebase: look at what each request is for and what each
  // script contains. The markers below are in the Firebase SDK's code (its component names,
  // error class and endpoints) and in none of the app's own chunks that `/` needs.
  it('loads no Firebase module or endpoint, and nothing from a third-party host', async () => {
    const { context, page } = await newPage(suite.browser);
    const foreign: string[] = [];
    const firebaseRequests: string[] = [];
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') foreign.push(r.url());
      const endpoint = /identitytoolkit|securetoken|firestore|google\.firestore|\/__\/(auth|firebase)\//i;
      if (['8080', '9099', '5001'].includes(url.port) || endpoint.test(url.pathname + url.search)) {
        firebaseRequests.push(r.url());
      }
    });
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      scripts.push(r.text().then((body) => ({ url: r.url(), body })));
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByTestId('scheme-carousel').waitFor();
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    const markers = ['@firebase/', 'FirebaseError', 'identitytoolkit', 'google.firestore', 'securetoken'];
    const withFirebase = loaded
      .map(({ url, body }) => ({ url, found: markers.filter((m) => body.includes(m)) }))
      .filter((s) => s.found.length > 0);
    expect(withFirebase).toEqual([]);
    expect(firebaseRequests).toEqual([]);
    expect(foreign).toEqual([]);
    await context.close();
  });
});

// Written here, not derived from the app's data, so a wrong address fails the test.
// Government of India sites live under .gov.in or .nic.in; these are the only
// official bodies in the directory with a domain of their own.
const OFFICIAL_EXCEPTIONS: Record<string, string> = {
  // Indian Council of Agricultural Research: autonomous body under the Department of
  // Agricultural Research and Education (Ministry of Agriculture & Farmers Welfare).
  'icar.org.in': 'ICAR',
  // National Livestock Mission's application portal, run for the Department of Animal
  // Husbandry & Dairying by SIDBI (a statutory body, SIDBI Act 1989) on its Udyami Mitra site.
  'nlm.udyamimitra.in': 'National Livestock Mission (DAHD, via SIDBI)',
};

function isOfficialHost(hostname: string): boolean {
  return hostname.endsWith('.gov.in') || hostname.endsWith('.nic.in') || Object.hasOwn(OFFICIAL_EXCEPTIONS, hostname);
}

describe('government directory', () => {
  it('the official-host check itself refuses look-alikes', () => {
    for (const host of ['pmkisan.gov.in', 'kvk.icar.gov.in', 'dahd.nic.in', 'icar.org.in']) {
      expect(isOfficialHost(host), host).toBe(true);
    }
    for (const host of ['gov.in.example.com', 'pmkisan-gov.in', 'evilgov.in', 'icar.org', 'udyamimitra.in']) {
      expect(isOfficialHost(host), host).toBe(false);
    }
  });

  it('lists only https links on official hosts, opening safely in a new tab, and filters', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto('/connectGov');
    const links = page.getByTestId('gov-link');
    await links.first().waitFor();
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(12);
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      const href = (await link.getAttribute('href'))!;
      const url = new URL(href);
      expect(url.protocol, href).toBe('https:');
      expect(url.port, href).toBe('');
      expect(url.username + url.password, href).toBe('');
      expect(isOfficialHost(url.hostname), `${href} is not on an official host`).toBe(true);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    // Every link on the page that opens a new tab, directory or not, withholds window.opener.
    const newTabLinks = page.locator('a[target="_blank"]');
    const newTabCount = await newTabLinks.count();
    expect(newTabCount).toBeGreaterThanOrEqual(count);
    for (let i = 0; i < newTabCount; i++) {
      const rel = (await newTabLinks.nth(i).getAttribute('rel')) ?? '';
      const href = (await newTabLinks.nth(i).getAttribute('href')) ?? '';
      expect(rel.split(/\s+/), href).toContain('noopener');
    }
    expect(await page.getByRole('link', { name: '1800-180-1551' }).getAttribute('href')).toBe('tel:18001801551');
    await page.getByLabel('Filter sites').fill('mandi');
    await expect.poll(() => links.count()).toBe(2);
    await page.getByLabel('Filter sites').fill('zzzz');
    await expect.poll(() => page.getByText('No site matches your filter.').count()).toBe(1);
    await context.close();
  });
});
