import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';
import { addProductAs, logInThroughUi } from '../helpers/market';
import { newRequestId } from '../helpers/orders';
import { AUTH_DATABASE, AUTH_USER_KEY, openSignedIn } from '../helpers/session';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

/** Every Web Worker each page started, by script URL, kept after the worker ends (`trackWorkers`). */
const startedWorkers = new WeakMap<Page, Set<string>>();

/** Records the workers `page` starts from now on; call before its first navigation. */
function trackWorkers(page: Page): void {
  const urls = new Set<string>();
  startedWorkers.set(page, urls);
  page.on('worker', (worker) => urls.add(worker.url()));
}

/**
 * The scripts this page's main thread loaded that carry the Firestore SDK (two
 * of its class names, kept in every build). The page fetches its Web Workers'
 * scripts too, but they run in the worker: those are left out. A worker can be
 * reported a moment after its script's fetch, so a script that carries the SDK
 * gets that long to turn out to be a worker's.
 */
async function firestoreOnMainThread(page: Page): Promise<string[]> {
  const workers = startedWorkers.get(page);
  if (!workers) throw new Error('trackWorkers(page) first');
  const carrying = await page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((url) => new URL(url).pathname.endsWith('.js'));
    const found: string[] = [];
    for (const url of new Set(scripts)) {
      const text = await (await fetch(url)).text();
      if (text.includes('WebChannelConnection') && text.includes('IndexedDbPersistence')) found.push(url);
    }
    return found;
  });
  const onMainThread = () => carrying.filter((url) => !workers.has(url)).map((url) => new URL(url).pathname);
  await expect
    .poll(() => onMainThread().length, { timeout: 5_000 })
    .toBe(0)
    .catch(() => undefined);
  return onMainThread();
}

/** A farmer `<tag>-farmer` with `title` listed and one request for it from `<tag>-buyer`, logged in on a phone. */
async function farmerWithARequest(tag: string, title: string) {
  const farmer = track(await signUpAs('farmer', `${tag}-farmer@example.com`));
  const productId = await addProductAs(farmer, { title, pricePaise: 3000, quantityG: 50_000 });
  const buyer = track(await signUpAs('user', `${tag}-buyer@example.com`));
  await buyer.call('placeBuyRequest', { productId, quantityG: 2000, requestId: newRequestId() });
  const { context, page } = await newPage(suite.browser);
  await logInThroughUi(page, 'farmer', `${tag}-farmer@example.com`);
  return { productId, buyer, context, page };
}

describe('the data path: every live query runs in the data worker', () => {
  it('signed-in screens show live data with no Firestore code on the main thread', async () => {
    const farmer = track(await signUpAs('farmer', 'mainthread-farmer@example.com'));
    const productId = await addProductAs(farmer, { title: 'Thread Onions', pricePaise: 3000, quantityG: 50_000 });
    const buyer = track(await signUpAs('user', 'mainthread-buyer@example.com'));
    await buyer.call('placeBuyRequest', { productId, quantityG: 2000, requestId: newRequestId() });
    await farmer.call('createBlog', {
      title: 'Sowing onions in rows',
      description: 'Rows 15 cm apart let the bulbs grow evenly and make weeding easy.',
    });

    const farmerPage = await newPage(suite.browser);
    const page = farmerPage.page;
    trackWorkers(page);
    await logInThroughUi(page, 'farmer', 'mainthread-farmer@example.com');
    const screens: Array<[string, () => Promise<unknown>]> = [
      ['/dashboard', () => poll(() => page.getByTestId('dash-pending').textContent()).toBe('Pending orders: 1')],
      ['/OrderMessage', () => poll(() => page.getByText('Thread Onions').count()).toBeGreaterThan(0)],
      ['/userProducts', () => poll(() => page.getByText('Thread Onions').count()).toBeGreaterThan(0)],
      ['/blogsList', () => poll(() => page.getByText('Sowing onions in rows').count()).toBeGreaterThan(0)],
      ['/settings', () => poll(() => page.getByLabel('First name').inputValue()).toBe('Ramesh')],
    ];
    for (const [path, shown] of screens) {
      await page.goto(path);
      await shown();
      expect({ path, scripts: await firestoreOnMainThread(page) }).toEqual({ path, scripts: [] });
    }
    // Live: a new request reaches the open dashboard without a reload.
    await page.goto('/dashboard');
    await poll(() => page.getByTestId('dash-pending').textContent()).toBe('Pending orders: 1');
    await buyer.call('placeBuyRequest', { productId, quantityG: 3000, requestId: newRequestId() });
    await poll(() => page.getByTestId('dash-pending').textContent()).toBe('Pending orders: 2');
    await farmerPage.context.close();

    const buyerPage = await newPage(suite.browser);
    trackWorkers(buyerPage.page);
    await logInThroughUi(buyerPage.page, 'user', 'mainthread-buyer@example.com');
    for (const path of ['/MyOrdersUser', '/marketplace']) {
      await buyerPage.page.goto(path);
      await poll(() => buyerPage.page.getByText('Thread Onions').count()).toBeGreaterThan(0);
      expect({ path, scripts: await firestoreOnMainThread(buyerPage.page) }).toEqual({ path, scripts: [] });
    }
    // The toast library comes with the first toast: the buy dialog, which can toast, opens
    // without it (its evaluation writes keyframes into the page: <style id="_goober">).
    const card = buyerPage.page.getByTestId('market-grid').getByRole('article').filter({ hasText: 'Thread Onions' });
    await card.getByRole('button', { name: 'Request to Buy' }).click();
    await buyerPage.page.getByRole('dialog', { name: 'Buy Thread Onions' }).waitFor();
    expect(await buyerPage.page.locator('#_goober').count()).toBe(0);
    await buyerPage.context.close();
  });

  it("a returning farmer's inbox shows from the phone before Auth answers; a session Auth does not know goes to login", async () => {
    const { productId, buyer, context, page } = await farmerWithARequest('returning', 'Cached Onions');
    await page.goto('/OrderMessage');
    const row = page.getByTestId('order-row').filter({ hasText: 'Cached Onions' });
    await poll(() => row.count()).toBe(1);

    // On the next start, Auth's reload of its user (accounts:lookup) is held: the inbox, its
    // person and the order still show, from what the phone kept.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let lookups = 0;
    await context.route(
      (url) => url.pathname.endsWith('/accounts:lookup'),
      async (route) => {
        lookups++;
        await held;
        await route.continue();
      },
    );
    await page.reload();
    await poll(() => lookups).toBe(1);
    await poll(() => row.count()).toBe(1);
    expect(await page.getByTestId('my-email').textContent()).toBe('returning-farmer@example.com');
    expect(lookups).toBe(1);
    release();
    // Auth answers: the same person, the same screen, and the inbox stays live.
    await buyer.call('placeBuyRequest', { productId, quantityG: 3000, requestId: newRequestId() });
    await poll(() => row.count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/OrderMessage');
    await context.close();

    // A phone whose saved person Auth does not know (an account gone): Auth decides, and the
    // guard sends them to login.
    const stale = await newPage(suite.browser);
    await stale.context.addInitScript(() => {
      localStorage.setItem('kh.session', '1');
      localStorage.setItem(
        'kh.who',
        JSON.stringify({ uid: 'no-such-uid', role: 'farmer', email: null, displayName: null }),
      );
    });
    await stale.page.goto('/OrderMessage');
    await poll(() => new URL(stale.page.url()).pathname).toBe('/login');
    expect(await stale.page.getByTestId('order-row').count()).toBe(0);
    await stale.context.close();
  });

  it('a session the app kept in IndexedDB (before it used localStorage) opens signed in and moves to localStorage', async () => {
    const farmer = track(await signUpAs('farmer', 'kept-farmer@example.com'));
    const productId = await addProductAs(farmer, { title: 'Kept Onions', pricePaise: 3000, quantityG: 50_000 });
    const buyer = track(await signUpAs('user', 'kept-buyer@example.com'));
    await buyer.call('placeBuyRequest', { productId, quantityG: 2000, requestId: newRequestId() });
    const uid = farmer.auth.currentUser!.uid;

    const { context, page } = await newPage(suite.browser);
    await openSignedIn(page, 'kept-farmer@example.com', '/OrderMessage', { keptIn: 'indexedDB' });
    // The orders come from the server only with the person's token: Auth found the session.
    const row = page.getByTestId('order-row').filter({ hasText: 'Kept Onions' });
    await poll(() => row.count()).toBe(1);
    await poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_USER_KEY)).toContain(`"uid":"${uid}"`);
    // And left IndexedDB: the session is kept in one place.
    const inIndexedDb = () =>
      page.evaluate(
        (name) =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open(name);
            open.onsuccess = () => {
              const db = open.result;
              const count = db.transaction('firebaseLocalStorage').objectStore('firebaseLocalStorage').count();
              count.onsuccess = () => {
                db.close();
                resolve(count.result);
              };
              count.onerror = () => reject(count.error);
            };
            open.onerror = () => reject(open.error);
          }),
        AUTH_DATABASE,
      );
    await poll(inIndexedDb).toBe(0);

    // The next start reads it from localStorage: still signed in, the inbox live.
    await page.reload();
    await poll(() => row.count()).toBe(1);
    await buyer.call('placeBuyRequest', { productId, quantityG: 3000, requestId: newRequestId() });
    await poll(() => row.count()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/OrderMessage');
    await context.close();
  });

  it("a returning farmer's inbox opens its orders query before the first render, once, and the screen takes it over", async () => {
    const { productId, buyer, context, page } = await farmerWithARequest('prefetch', 'Early Onions');
    // Every query the page opens in the data worker (the protocol's 'open' messages), and
    // whether React had drawn anything into the page yet when it was opened.
    await context.addInitScript(() => {
      const opened: { name: string; drawn: boolean }[] = [];
      (window as unknown as { __khOpened: typeof opened }).__khOpened = opened;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
        const m = message as { type?: string; name?: string };
        // The app's <main> (app/layout/root-layout.tsx): there once React has committed.
        const drawn = document.getElementById('main') !== null;
        if (m?.type === 'open' && m.name) opened.push({ name: m.name, drawn });
        return post.call(this, message, ...rest);
      } as typeof Worker.prototype.postMessage;
    });
    await page.goto('/OrderMessage');
    const row = page.getByTestId('order-row').filter({ hasText: 'Early Onions' });
    await poll(() => row.count()).toBe(1);
    const opened = await page.evaluate(
      () => (window as unknown as { __khOpened: { name: string; drawn: boolean }[] }).__khOpened,
    );
    // Opened once, before React's first render; the screen took it over rather than open another.
    expect(opened.filter((q) => q.name === 'orders.farmer')).toEqual([{ name: 'orders.farmer', drawn: false }]);
    // Taken over, it stays live.
    await buyer.call('placeBuyRequest', { productId, quantityG: 3000, requestId: newRequestId() });
    await poll(() => row.count()).toBe(2);
    await context.close();
  });

  it("a returning trader's data worker starts before the screen asks for its data", async () => {
    const { context, page } = await farmerWithARequest('early-worker', 'Worker Onions');
    const row = page.getByTestId('order-row').filter({ hasText: 'Worker Onions' });
    await page.goto('/OrderMessage');
    await poll(() => row.count()).toBe(1);
    // Whether the page's first query went to the data worker in the same task that created
    // it: a worker created by that query is. A task boundary is marked by a timer.
    await context.addInitScript(() => {
      const state = { created: false, inCreationTask: false, firstOpenInCreationTask: null as boolean | null };
      (window as unknown as { __khEarly: typeof state }).__khEarly = state;
      const Original = Worker;
      window.Worker = class extends Original {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          if (options?.name !== 'data') return;
          state.created = true;
          state.inCreationTask = true;
          setTimeout(() => (state.inCreationTask = false), 0);
        }
      };
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: never[]) {
        const m = message as { type?: string };
        if (m?.type === 'open' && state.firstOpenInCreationTask === null) {
          state.firstOpenInCreationTask = state.inCreationTask;
        }
        return post.call(this, message, ...rest);
      } as typeof Worker.prototype.postMessage;
    });
    // Auth's reload of its user (accounts:lookup) is held, as on a weak signal: its answer
    // starts the worker too, and here it cannot come first.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(
      (url) => url.pathname.endsWith('/accounts:lookup'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    // The next start: the inbox shows from what the phone kept.
    await page.reload();
    await poll(() => row.count()).toBe(1);
    const early = await page.evaluate(
      () =>
        (window as unknown as { __khEarly: { created: boolean; firstOpenInCreationTask: boolean | null } }).__khEarly,
    );
    release();
    expect(early).toEqual({ created: true, inCreationTask: false, firstOpenInCreationTask: false });
    await context.close();
  });
});
