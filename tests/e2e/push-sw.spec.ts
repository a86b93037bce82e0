// Web Push, the browser's side, in real Chromium: a push delivered through the DevTools
// protocol (as DevTools' own "Push" button does) shows the notification, and a tap on it
// takes the app to that order; the in-context ask turns push on after a buyer's first
// request and a logout ends it. The functions' leg (the payload, the send) is
// tests/functions/notifications.spec.ts.
import { createECDH, randomBytes } from 'node:crypto';
import { collection, getDocs } from 'firebase/firestore/lite';
import type { BrowserContext, CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillAddProductForm, newPage, serviceWorkerReady } from '../helpers/browser';
import { signUpAs } from '../helpers/client';
import { browserSuite } from '../helpers/e2e';
import { APP_URL } from '../helpers/env';
import { addProductAs, logInThroughUi } from '../helpers/market';
import { newRequestId, uidOf, withAdmin } from '../helpers/orders';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 20_000, message });

/** The id DevTools knows the app's service worker registration by, once its worker is activated. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const scopes = new Map<string, string>();
  const activated = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) if (!r.isDeleted) scopes.set(r.registrationId, r.scopeURL);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) if (v.status === 'activated') activated.add(v.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const ours = () => [...scopes].find(([id, scope]) => scope === `${APP_URL}/` && activated.has(id))?.[0];
  await poll(ours, 'the service worker registration of the app').toBeTruthy();
  return ours()!;
}

/**
 * What the app's service worker shows, seen where it asks for it: each
 * `showNotification` call (title and options) and whether the browser took it,
 * and each `close()` of a tapped notification. (Not `getNotifications()`:
 * Chromium on a Linux desktop has no notification centre, so a notification
 * leaves that list when its pop-up closes, and headless Chromium sometimes
 * closes the pop-up at once: shown in 14 ms, the list stayed empty for 20 s.)
 * Installed again before each push, in case the browser restarted the worker.
 */
interface Shown {
  title: string;
  body: string;
  tag: string;
  lang: string;
  icon: string;
  renotify: boolean;
  url: unknown;
  result: string;
  closed: boolean;
}

const worker = (context: BrowserContext) => {
  const found = context.serviceWorkers().find((w) => w.url() === `${APP_URL}/sw.js`);
  if (!found) throw new Error('the service worker is not running');
  return found;
};

type Recording = { shows?: Shown[]; registration: ServiceWorkerRegistration };

async function watchShows(context: BrowserContext): Promise<void> {
  await worker(context).evaluate(() => {
    const scope = globalThis as unknown as Recording;
    if (scope.shows) return;
    const shows: Shown[] = (scope.shows = []);
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.registration.showNotification = (title: string, o: NotificationOptions & { renotify?: boolean } = {}) => {
      const entry: Shown = {
        title,
        body: o.body ?? '',
        tag: o.tag ?? '',
        lang: o.lang ?? '',
        icon: o.icon ?? '',
        renotify: o.renotify === true,
        url: (o.data as { url?: unknown } | null)?.url,
        result: 'pending',
        closed: false,
      };
      shows.push(entry);
      const p = show(title, o);
      p.then(
        () => (entry.result = 'shown'),
        (e: unknown) => (entry.result = `refused: ${String(e)}`),
      );
      return p;
    };
  });
}

/** What the worker has shown since watchShows (empty if the browser restarted it since). */
const shows = (context: BrowserContext): Promise<Shown[]> =>
  worker(context).evaluate(() => (globalThis as unknown as Recording).shows ?? []);

/**
 * A tap on the last notification shown: a `notificationclick` dispatched in the
 * service worker, carrying that notification's tag and data. (Chromium offers no
 * way to click a notification from a test; a synthetic event runs the same
 * handler, only without the tap's permission to focus a window, which the
 * handler does not need to navigate one.)
 */
async function tapLast(context: BrowserContext): Promise<void> {
  await worker(context).evaluate(() => {
    const scope = globalThis as unknown as Recording & { dispatchEvent: (e: Event) => boolean };
    const entry = scope.shows?.at(-1);
    if (!entry) throw new Error('no notification was shown');
    const event = new Event('notificationclick') as Event & { waitUntil?: (p: Promise<unknown>) => void };
    const notification = {
      title: entry.title,
      tag: entry.tag,
      data: { url: entry.url },
      close: () => (entry.closed = true),
    };
    Object.assign(event, { notification, waitUntil: (p: Promise<unknown>) => void p.catch(() => undefined) });
    scope.dispatchEvent(event);
  });
}

/**
 * Chromium's own push service is Google's, out of reach here: the page gets a stand-in
 * PushManager whose subscription (a real P-256 key, a local endpoint) lives in
 * localStorage under a key a logout does not wipe, and whose unsubscribe is reported to
 * the test. Everything else (permission, service worker, callables) is real.
 */
async function fakePushService(context: BrowserContext): Promise<{ endpoint: string; unsubscribed: string[] }> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `http://127.0.0.1:9/push/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  const unsubscribed: string[] = [];
  await context.exposeBinding('pushUnsubscribed', (_source, endpoint: string) => void unsubscribed.push(endpoint));
  await context.addInitScript((json) => {
    const KEY = 'test.fakePush';
    const held = () => {
      const saved = localStorage.getItem(KEY);
      if (!saved) return null;
      const { key, ...sub } = JSON.parse(saved) as typeof json & { key: number[] };
      return {
        ...sub,
        options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(key).buffer },
        toJSON: () => sub,
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          await (window as unknown as { pushUnsubscribed: (e: string) => Promise<void> }).pushUnsubscribed(
            sub.endpoint,
          );
          return true;
        },
      };
    };
    PushManager.prototype.getSubscription = async () => held() as unknown as PushSubscription;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = Array.from(new Uint8Array(options!.applicationServerKey as ArrayBuffer));
      localStorage.setItem(KEY, JSON.stringify({ ...json, key }));
      return held() as unknown as PushSubscription;
    };
  }, subscription);
  return { endpoint: subscription.endpoint, unsubscribed };
}

const savedSubscriptions = () =>
  withAdmin(async (db) =>
    (await getDocs(collection(db, 'pushSubscriptions'))).docs.map((d) => ({
      uid: d.get('uid') as string,
      endpoint: d.get('endpoint') as string,
    })),
  );

describe('Web Push in the service worker', () => {
  it('a push shows its notification, and a tap opens that order; a foreign address in a push is never followed', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const productId = await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const { orderId } = await buyer.call<{ orderId: string }>('placeBuyRequest', {
      productId,
      quantityG: 3000,
      requestId: newRequestId(),
    });

    const { context, page } = await newPage(suite.browser, undefined, { serviceWorker: true });
    await context.grantPermissions(['notifications'], { origin: APP_URL });
    await logInThroughUi(page, 'farmer', 'ramesh@example.com');
    await serviceWorkerReady(page);
    // The worker controls the page (clientsClaim), so it may navigate it.
    await poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cdp = await context.newCDPSession(page);
    const registration = await registrationId(cdp);
    const push = (payload: object) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: APP_URL,
        registrationId: registration,
        data: JSON.stringify(payload),
      });

    await watchShows(context);
    await push({
      title: 'New buy request',
      body: 'Anita Sharma wants 3 kg of Red Tomatoes.',
      tag: 'kh-requests',
      url: `/OrderMessage?order=${orderId}`,
      lang: 'en',
    });
    await poll(() => shows(context)).toEqual([
      {
        title: 'New buy request',
        body: 'Anita Sharma wants 3 kg of Red Tomatoes.',
        tag: 'kh-requests',
        lang: 'en',
        // The app icon inside the worker (no fetch holds the notification back): a PNG data: URL.
        icon: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
        // A later push with the same tag replaces it and still alerts (a burst of requests is one notification).
        renotify: true,
        url: `/OrderMessage?order=${orderId}`,
        result: 'shown',
        closed: false,
      },
    ]);

    // The farmer moves to another screen; the next request's push has the same tag, and a tap
    // on it opens the order in the inbox and closes the notification.
    await page.goto('/dashboard');
    await watchShows(context);
    await push({
      title: 'नई खरीद माँगें',
      body: 'Red Tomatoes के लिए 2 नई माँगें।',
      tag: 'kh-requests',
      url: `/OrderMessage?order=${orderId}`,
      lang: 'hi',
    });
    await poll(async () => (await shows(context)).at(-1)).toEqual(
      expect.objectContaining({
        title: 'नई खरीद माँगें',
        body: 'Red Tomatoes के लिए 2 नई माँगें।',
        tag: 'kh-requests',
        lang: 'hi',
        result: 'shown',
      }),
    );
    await tapLast(context);
    await page.waitForURL(`${APP_URL}/OrderMessage?order=${orderId}`);
    await poll(() => page.getByRole('region', { name: 'Order details' }).textContent()).toContain('3 kg');
    expect((await shows(context)).at(-1)?.closed).toBe(true);

    // A payload naming another site opens the notification centre, never that site.
    await watchShows(context);
    await push({
      title: 'Order accepted',
      body: 'Ramesh Patil accepted your request.',
      tag: 'kh-updates',
      url: 'https://evil.example/phish',
      lang: 'en',
    });
    await poll(async () => (await shows(context)).at(-1)).toEqual(
      expect.objectContaining({ tag: 'kh-updates', url: '/notifications', result: 'shown' }),
    );
    await tapLast(context);
    await page.waitForURL(`${APP_URL}/notifications`);
    expect(context.pages()).toHaveLength(1);
    await context.close();
  });
});

describe('asking for push in context', () => {
  it("after a buyer's first request: what will be sent, Turn on saves this phone; a logout ends it", async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));

    const { context, page } = await newPage(suite.browser, undefined, { serviceWorker: true });
    await context.grantPermissions(['notifications'], { origin: APP_URL });
    const push = await fakePushService(context);
    await logInThroughUi(page, 'user', 'anita@example.com');
    await serviceWorkerReady(page);
    // Never on page load.
    await page.goto('/marketplace');
    await page.getByRole('button', { name: 'Request to Buy' }).click();
    const ask = page.getByRole('region', { name: 'Tell me when the farmer answers' });
    expect(await ask.count()).toBe(0);

    const dialog = page.getByRole('dialog', { name: 'Buy Red Tomatoes' });
    await dialog.getByLabel('Quantity (kg)').fill('2');
    await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
    await ask.waitFor();
    expect(await ask.textContent()).toBe(
      'Tell me when the farmer answers' +
        'Krishi Haat will send a notification to this phone when the farmer accepts or declines, and when your order is dispatched or delivered. No ads.' +
        'Turn on notifications' +
        'Not now',
    );
    // It takes the focus (a screen reader reads it), and fits a 360 px phone.
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('ask-push');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await ask.getByRole('button', { name: 'Turn on notifications' }).click();
    await page.getByText('Notifications are on for this phone', { exact: true }).waitFor();
    await poll(() => ask.count()).toBe(0);
    await poll(() => savedSubscriptions()).toEqual([{ uid: uidOf(buyer), endpoint: push.endpoint }]);

    // A logout on this phone ends the subscription, on the server and with the push service.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(push.unsubscribed).toEqual([push.endpoint]);
    // The call was made before the session ended; a cold function may answer after the page has moved on.
    await poll(() => savedSubscriptions()).toEqual([]);
    await context.close();
  });

  it("after a farmer's first product: the ask for requests; Not now is remembered on this phone", async () => {
    track(await signUpAs('farmer', 'ramesh@example.com'));
    const { context, page } = await newPage(suite.browser, undefined, { serviceWorker: true });
    await context.grantPermissions(['notifications'], { origin: APP_URL });
    await logInThroughUi(page, 'farmer', 'ramesh@example.com');
    await page.goto('/userProducts');
    const form = page.getByRole('form', { name: 'Add a product' });
    const add = async (title: string) => {
      await fillAddProductForm(form, title);
      await form.getByRole('button', { name: 'Add Product' }).click();
      await poll(() => page.getByTestId('my-products').getByRole('article', { name: title }).count()).toBe(1);
    };
    const ask = page.getByRole('region', { name: 'Tell me about new requests' });
    expect(await ask.count()).toBe(0);

    await add('Red Tomatoes');
    await ask.waitFor();
    expect(await ask.textContent()).toContain(
      'Krishi Haat will send a notification to this phone when a buyer sends a request or cancels one. No ads.',
    );
    await ask.getByRole('button', { name: 'Not now' }).click();
    await page.getByText('You can turn notifications on at any time in Settings.', { exact: true }).waitFor();
    expect(await ask.count()).toBe(0);

    // Not asked again: not after the next product, nor after a reload.
    await page.reload();
    await add('Onion');
    expect(await ask.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('kh.push.notNow'))).toBe('1');
    await context.close();
  });
});
