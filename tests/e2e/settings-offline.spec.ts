import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { addDoc, collection, doc, getDoc, serverTimestamp } from 'firebase/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughUi, newPage, pick, serviceWorkerReady } from '../helpers/browser';
import { FARMER_PROFILE, signIn, signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore } from '../helpers/env';

// Settings for both roles, the app opening without a network (service worker
// plus Firestore's local cache), and an axe accessibility check of key pages.

// Evaluated through the DevTools protocol, which the app's Content-Security-Policy does not
// govern (a <script> tag with axe inline would rightly be refused by it).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
const open: Array<Client | BrowserContext> = [];
const track = <T extends Client | BrowserContext>(x: T) => (open.push(x), x);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await Promise.all(open.splice(0).map((x) => x.close()));
  await Promise.all([clearFirestore(), clearAuth()]);
});

async function openSettingsFromPanel(page: Page) {
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByTestId('account-panel').waitFor();
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL('**/settings');
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
}

async function panelName(page: Page): Promise<string | null> {
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  const name = await page.getByTestId('account-name').textContent();
  await page.keyboard.press('Escape');
  return name;
}

// Callables can take seconds on their first (cold) call in the emulator.
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function addProduct(farmer: Client, title: string): Promise<string> {
  const place = FARMER_PROFILE.farmLocation;
  const ref = await addDoc(collection(farmer.db, 'products'), {
    farmerId: farmer.auth.currentUser!.uid,
    title,
    titleLower: title.toLowerCase(),
    description: `Fresh ${title.toLowerCase()} from Latur`,
    category: 'Vegetables',
    pricePaise: 2_500,
    quantityG: 40_000,
    wholeKg: false,
    inStock: true,
    imageURL: '',
    farmLocation: { pincode: Number(place.pincode), state: place.state, district: place.district },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

describe('settings', () => {
  it('a farmer changes names, farm, place and picture; they persist and show in the account panel', async () => {
    track(await signUpAs('farmer', 'ramesh@example.com'));
    const { context, page } = await newPage(browser);
    track(context);
    await logInThroughUi(page, 'farmer', 'ramesh@example.com');
    await openSettingsFromPanel(page);
    const form = page.getByRole('form', { name: 'Profile' });
    await poll(() => form.getByLabel('First name').inputValue()).toBe('Ramesh');
    expect(await form.getByLabel('Farm name').inputValue()).toBe('Patil Farms');
    expect(await form.getByLabel('Pincode').inputValue()).toBe('413512');

    // Validated as at signup, before anything is sent.
    await form.getByLabel('First name').fill('');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await poll(() => toast(page, 'Fill the Form Properly!!').count()).toBe(1);
    await form.getByLabel('First name').fill('Mahesh');
    await form.getByLabel('Pincode').fill('01234');
    expect(await form.getByText('Pincode must be 6 digits long').count()).toBe(1);
    await form.getByLabel('Profile picture address (optional)').fill('http://example.org/me.png');
    expect(await form.getByText('Picture must be an https:// address').count()).toBe(1);

    await form.getByLabel('Last name').fill('Pawar');
    await form.getByLabel('Farm name').fill('Pawar Organic');
    await form.getByLabel('Pincode').fill('411001');
    await pick(form, 'District', 'pun', 'Pune');
    await form.getByLabel('Profile picture address (optional)').fill('https://example.org/me.png');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await poll(() => toast(page, 'Profile saved').count()).toBe(1);
    await poll(() => panelName(page)).toBe('Mahesh Pawar');

    await page.reload();
    await poll(() => form.getByLabel('Last name').inputValue()).toBe('Pawar');
    expect(await form.getByLabel('Farm name').inputValue()).toBe('Pawar Organic');
    expect(await form.getByLabel('Pincode').inputValue()).toBe('411001');
    expect(await form.getByLabel('District').inputValue()).toBe('Pune');
    expect(await form.getByLabel('Profile picture address (optional)').inputValue()).toBe('https://example.org/me.png');
    expect(await panelName(page)).toBe('Mahesh Pawar');
  });

  it('a buyer changes phone and addresses, picks the default, switches to Hindi and back', async () => {
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const { context, page } = await newPage(browser);
    track(context);
    await logInThroughUi(page, 'user', 'anita@example.com');
    await openSettingsFromPanel(page);
    const form = page.getByRole('form', { name: 'Profile' });
    await poll(() => form.getByLabel('Phone number').inputValue()).toBe('9876543210');

    await form.getByLabel('Phone number').fill('5876543210');
    expect(await form.getByText('Phone number must be a 10-digit number starting with 6, 7, 8, or 9').count()).toBe(1);
    await form.getByLabel('Phone number').fill('7012345678');
    await form.getByRole('button', { name: 'Add address' }).click();
    const second = form.getByRole('group', { name: 'Address 2' });
    await second.getByLabel('Pincode').fill('560001');
    await pick(second, 'State', 'karn', 'Karnataka');
    await pick(second, 'District', 'bangalore u', 'Bangalore Urban');
    await second.getByRole('button', { name: 'Make address 2 the default' }).click();
    const first = form.getByRole('group', { name: 'Address 1 (default, used for the weather)' });
    expect(await first.getByLabel('Pincode').inputValue()).toBe('560001');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await poll(() => toast(page, 'Profile saved').count()).toBe(1);

    const saved = (await getDoc(doc(buyer.db, 'users', buyer.auth.currentUser!.uid))).data();
    expect(saved).toMatchObject({
      phoneNumber: '7012345678',
      addresses: [
        { pincode: 560001, state: 'Karnataka', district: 'Bangalore Urban' },
        { pincode: 110001, state: 'Delhi', district: 'New Delhi' },
      ],
    });
    await page.reload();
    await poll(() => form.getByTestId('address').count()).toBe(2);
    expect(await first.getByLabel('District').inputValue()).toBe('Bangalore Urban');

    await page.getByRole('radio', { name: 'हिन्दी (Hindi)' }).check();
    await poll(() => page.getByRole('heading', { name: 'सेटिंग्स', level: 1 }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page.reload();
    await poll(() => page.getByRole('heading', { name: 'सेटिंग्स', level: 1 }).count()).toBe(1);
    // The settings settle once the profile has loaded (its addresses drawn): a tap before
    // that can land on a radio that the profile's arrival draws again, and is lost.
    await poll(() => page.getByTestId('address').count()).toBe(2);
    await page.getByRole('radio', { name: 'English (अंग्रेज़ी)' }).check();
    await poll(() => page.getByRole('heading', { name: 'Settings', level: 1 }).count()).toBe(1);
  });

  it('changes the password only with the right current password', async () => {
    track(await signUpAs('user', 'pass@example.com'));
    const { context, page } = await newPage(browser);
    track(context);
    await logInThroughUi(page, 'user', 'pass@example.com');
    await page.goto('/settings');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('secret1');
    await form.locator('#settings-new-password').fill('short');
    expect(await form.getByText('Password must be at least 6 characters long').count()).toBe(1);
    await form.locator('#settings-new-password').fill('better-secret');
    await form.getByLabel('Repeat the new password').fill('better-secreT');
    await form.getByRole('button', { name: 'Change password' }).click();
    await poll(() => toast(page, 'The two new passwords are not the same').count()).toBe(1);

    await form.getByLabel('Current password').fill('wrong-one');
    await form.getByLabel('Repeat the new password').fill('better-secret');
    await form.getByRole('button', { name: 'Change password' }).click();
    await poll(() => toast(page, 'The current password is wrong').count()).toBe(1);

    await form.getByLabel('Current password').fill('secret1');
    await form.getByRole('button', { name: 'Change password' }).click();
    await poll(() => toast(page, 'Password changed').count()).toBe(1);
    expect(await form.getByLabel('Current password').inputValue()).toBe('');
    track(await signIn('pass@example.com', 'better-secret'));
    const old = await signIn('pass@example.com', 'secret1').catch((e: { code?: string }) => e);
    expect(['auth/wrong-password', 'auth/invalid-credential']).toContain((old as { code?: string }).code);
  });
});

describe('on a bad network', () => {
  it('opens from the service worker with the network cut and shows the last-seen market', async () => {
    const farmer = track(await signUpAs('farmer', 'offline-farmer@example.com'));
    await addProduct(farmer, 'Red Onion');
    const { context, page } = await newPage(browser, undefined, { serviceWorker: true });
    track(context);
    await page.goto('/marketplace');
    const onion = page.getByRole('article', { name: 'Red Onion' });
    await onion.waitFor();
    // The first page shows from a REST fetch; the last-seen market is in Firestore's
    // cache once the live listener (loaded after that first paint) has taken over.
    await page.locator('[data-testid="market-grid"][data-source="live"]').waitFor();
    await serviceWorkerReady(page);

    await context.setOffline(true);
    // The network is cut for the worker too, so anything shown below came from caches.
    const [worker] = context.serviceWorkers();
    expect(
      await worker.evaluate(() =>
        fetch('/?probe', { cache: 'no-store' }).then(
          () => 'online',
          () => 'offline',
        ),
      ),
    ).toBe('offline');
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await onion.waitFor();
    await poll(() => page.getByText(/^Offline: showing what this phone saved/).count()).toBe(1);

    // A search offline looks through what the phone saved, by any name of the produce;
    // when nothing saved matches, it says so and the saved products stay in view.
    const cards = page.getByTestId('market-grid').getByRole('article');
    const note = page.getByTestId('market-saved-note');
    await page.getByLabel('Search by name').fill('kanda');
    await poll(() => note.textContent()).toBe('Offline: these are the matches among the products saved on this phone.');
    expect(await cards.allTextContents()).toEqual([expect.stringContaining('Red Onion')]);
    await page.getByLabel('Search by name').fill('mango');
    await poll(() => note.textContent()).toBe(
      'Offline: none of the products saved on this phone match. Here is all that is saved; connect to search the whole market.',
    );
    expect(await cards.allTextContents()).toEqual([expect.stringContaining('Red Onion')]);
    expect(await page.getByText('No products found').count()).toBe(0);

    // A screen never opened before also opens: every built file was precached.
    const directory = await page.goto('/connectGov');
    expect(directory?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('gov-link').count()).toBeGreaterThan(10);
  });

  it("shows a farmer's own products offline and sends an offline edit when the network returns", async () => {
    const farmer = track(await signUpAs('farmer', 'edit-offline@example.com'));
    const id = await addProduct(farmer, 'Garlic');
    const { context, page } = await newPage(browser, undefined, { serviceWorker: true });
    track(context);
    await logInThroughUi(page, 'farmer', 'edit-offline@example.com');
    await page.goto('/userProducts');
    const mine = page.getByTestId('my-products').getByRole('article', { name: 'Garlic' });
    await mine.waitFor();
    await serviceWorkerReady(page);

    await context.setOffline(true);
    await page.reload();
    await mine.waitFor();
    await mine.getByRole('button', { name: 'Edit Garlic' }).click();
    const edit = page.getByRole('form', { name: 'Edit Garlic' });
    await edit.getByLabel('Rupees/kg').fill('31');
    await edit.getByRole('button', { name: 'Save' }).click();
    await poll(() => mine.textContent()).toContain('Rs. 31/kg');
    // The edit waits in the phone's cache: reloaded offline, the page still shows it,
    // while the server still has the old price.
    await page.reload();
    await poll(() => mine.textContent()).toContain('Rs. 31/kg');
    expect((await getDoc(doc(farmer.db, 'products', id))).get('pricePaise')).toBe(2_500);

    await context.setOffline(false);
    await poll(async () => (await getDoc(doc(farmer.db, 'products', id))).get('pricePaise')).toBe(3_100);
    await poll(() => mine.textContent()).toContain('Rs. 31/kg');
  });
});

/**
 * Waits until the page is as a visitor sees it once it has settled: the session is known (the
 * header's signed-out links are in), the fonts are loaded, and no finite animation or
 * transition is midway (axe would measure contrast on a fading element; a skeleton's endless
 * pulse is left to run).
 */
async function settled(page: Page): Promise<void> {
  await page.locator('header a[href="/login"]').waitFor({ state: 'attached' });
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** axe-core's serious and critical findings on the page, one line each. */
async function axeProblems(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<AxeResults> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

describe('accessibility (axe)', () => {
  for (const path of ['/', '/marketplace', '/signup', '/speakeasy', '/login']) {
    it(`${path} has no serious or critical problem`, async () => {
      if (path === '/marketplace') await addProduct(track(await signUpAs('farmer', 'axe-farmer@example.com')), 'Okra');
      const { context, page } = await newPage(browser);
      track(context);
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      if (path === '/marketplace') await page.getByRole('article', { name: 'Okra' }).waitFor();
      // Firestore's listen channel never idles, so no networkidle here: wait for what axe reads.
      await settled(page);
      expect(await axeProblems(page)).toEqual([]);
    });
  }

  it('/settings has no serious or critical problem', async () => {
    track(await signUpAs('user', 'axe@example.com'));
    const { context, page } = await newPage(browser);
    track(context);
    await logInThroughUi(page, 'user', 'axe@example.com');
    await page.goto('/settings');
    await page.getByRole('form', { name: 'Profile' }).waitFor();
    expect(await axeProblems(page)).toEqual([]);
  });
});

interface AxeResults {
  violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }>;
}
