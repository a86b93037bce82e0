import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../helpers/browser';
import { signUpAs, type Client } from '../helpers/client';
import { watchCsp } from '../helpers/csp';
import { APP_URL, clearAuth, clearFirestore } from '../helpers/env';
import { addProductAs } from '../helpers/market';
import { newRequestId } from '../helpers/orders';
import { startGemini, type StandIn } from '../helpers/stand-ins';
import { openSignedIn } from '../helpers/session';

// Hosting's security headers, the page's Content-Security-Policy in real use,
// and what a logout leaves on a shared phone.

let browser: Browser;
let gemini: StandIn;
const clients: Client[] = [];
const track = (c: Client) => (clients.push(c), c);

beforeAll(async () => {
  [browser, gemini] = await Promise.all([launchBrowser(), startGemini()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), gemini?.close()]);
});
beforeEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all([clearFirestore(), clearAuth()]);
});

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

const SECURITY_HEADERS = {
  'content-security-policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'microphone=(self), geolocation=(self), camera=(), payment=(), usb=(), serial=()',
};

async function headersOf(path: string): Promise<Record<string, string>> {
  const res = await fetch(`${APP_URL}${path}`);
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  const out: Record<string, string> = {};
  res.headers.forEach((value, key) => (out[key] = value));
  return out;
}

describe('hosting headers', () => {
  it('sends the security headers on every response; the app shell is never cached unchecked', async () => {
    const html = await (await fetch(`${APP_URL}/`)).text();
    const core = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(core).toBeTruthy();
    for (const path of [
      '/',
      '/marketplace',
      '/OrderMessage',
      '/speakeasy',
      '/index.html',
      core!,
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      const h = await headersOf(path);
      for (const [key, value] of Object.entries(SECURITY_HEADERS)) expect(h[key], `${key} on ${path}`).toBe(value);
    }
    for (const path of ['/', '/index.html', '/sw.js']) {
      expect((await headersOf(path))['cache-control'], path).toBe('no-cache');
    }
    // The market's HTML carries its first page (the marketPage function): the CDN keeps it 30 s.
    expect((await headersOf('/marketplace'))['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect((await headersOf(core!))['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('lists each inline script of the served index.html by its hash, and allows no other inline script', async () => {
    const html = await (await fetch(`${APP_URL}/marketplace`)).text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const body of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
  });
});

describe('the Permissions-Policy in the browser', () => {
  it('names only features Chromium knows: no header warning on a page load', async () => {
    const { context, page } = await newPage(browser);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('Permissions-Policy')) warnings.push(m.text());
    });
    // Chromium parses the header with the document, before the load event and the first screen.
    await page.goto('/marketplace', { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(warnings).toEqual([]);
    await context.close();
  });
});

describe('the Content-Security-Policy in the browser', () => {
  it('refuses to let another site frame the app', async () => {
    const { context, page } = await newPage(browser, undefined, { serviceWorker: true });
    await page.route('http://evil.example/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe src="${APP_URL}/marketplace"></iframe>` }),
    );
    await page.goto('http://evil.example/');
    // Chromium replaces a frame refused by frame-ancestors with its error page.
    await poll(() => page.frames()[1]?.url()).toBe('chrome-error://chromewebdata/');
    await context.close();
  });

  it('reports what the policy refuses (the watch below can see a violation)', async () => {
    const { context, page } = await newPage(browser, undefined, { serviceWorker: true });
    const violations = await watchCsp(context, page);
    await page.goto('/connectGov');
    await page.evaluate(() => fetch('https://example.com/').catch(() => undefined));
    await poll(() => violations.some((v) => v.includes('connect-src'))).toBe(true);
    await context.close();
  });

  it('blocks nothing the app itself loads: landing, market (REST and live), login, orders, a callable', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const productId = await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    await buyer.call('placeBuyRequest', { productId, quantityG: 2000, requestId: newRequestId() });

    const { context, page } = await newPage(browser, undefined, { serviceWorker: true });
    const violations = await watchCsp(context, page);
    await page.goto('/');
    await page.getByTestId('scheme-carousel').waitFor();
    await page.goto('/marketplace');
    await poll(() => page.getByText('Red Tomatoes').count()).toBeGreaterThan(0);
    await openSignedIn(page, 'anita@example.com', '/MyOrdersUser');
    await poll(() => page.getByTestId('order-row').count()).toBe(1);
    await page.goto('/chatbot');
    await page.getByPlaceholder('Ask me anything related to farming').fill('How do I grow wheat?');
    await page.getByRole('button', { name: 'Send' }).click();
    await poll(() => page.locator('[data-testid="chat-bubble"][data-role="model"]').count()).toBe(1);
    expect(gemini.requests).toHaveLength(1);
    expect(violations).toEqual([]);
    await context.close();
  });
});

/** Everything this origin keeps in IndexedDB, localStorage and the Cache Storage, as one string. */
async function storedOnThePhone(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction(store, 'readonly').objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
        parts.push(`${info.name}/${store}: ${JSON.stringify(rows)}`);
      }
      db.close();
    }
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      parts.push(`localStorage ${key}=${localStorage.getItem(key)}`);
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) parts.push(`cache ${name}: ${req.url}`);
    }
    return parts.join('\n');
  });
}

describe('logout on a shared phone', () => {
  it("leaves none of the farmer's orders, buyers' phone numbers or e-mails readable offline", async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const productId = await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const { orderId } = await buyer.call<{ orderId: string }>('placeBuyRequest', {
      productId,
      quantityG: 2000,
      requestId: newRequestId(),
    });

    // Accepted, so the buyer's contact details are the farmer's to see whatever the privacy rules.
    await farmer.call('updateOrder', { orderId, action: 'accept' });

    const { context, page } = await newPage(browser, { width: 1400, height: 900 }, { serviceWorker: true });
    await openSignedIn(page, 'ramesh@example.com', '/OrderMessage');
    await poll(() => page.getByTestId('order-detail').textContent()).toContain('Phone: 9876543210');
    // Before logout the phone holds the order and the buyer's contact (so this test can fail).
    await poll(async () => (await storedOnThePhone(page)).includes('9876543210')).toBe(true);
    expect(await storedOnThePhone(page)).toContain(orderId);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await poll(() => page.getByRole('form', { name: 'Farmer Login' }).count()).toBe(1);

    await context.setOffline(true);
    const left = await storedOnThePhone(page);
    expect(left).not.toContain('9876543210');
    expect(left).not.toContain('anita@example.com');
    expect(left).not.toContain('ramesh@example.com');
    expect(left).not.toContain(orderId);
    expect(left).not.toContain('/api/');
    await context.close();
  });
});
