// Phone UX, round two (360 px), points 10 and 14: a logout leaves nothing of
// the person in Web Storage; an unknown pincode is said once, on its field, and
// replaces nothing that was kept.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { signUpAs } from '../helpers/client';
import { browserSuite } from '../helpers/e2e';
import { addProductAs } from '../helpers/market';
import { newRequestId } from '../helpers/orders';
import { openSignedIn } from '../helpers/session';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, message });

/** Every localStorage and sessionStorage entry of the page, as 'local key=value' / 'session key=value'. */
function webStorage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const [name, store] of [
      ['local', localStorage],
      ['session', sessionStorage],
    ] as const) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)!;
        out.push(`${name} ${key}=${store.getItem(key)}`);
      }
    }
    return out.sort();
  });
}

describe('point 10: logout on a shared phone', () => {
  it("leaves no key of the buyer's in localStorage or sessionStorage, only the phone's language", async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const productId = await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    const uid = buyer.auth.currentUser!.uid;
    const { orderId } = await buyer.call<{ orderId: string }>('placeBuyRequest', {
      productId,
      quantityG: 2000,
      requestId: newRequestId(),
    });

    const { context, page } = await newPage(suite.browser);
    // The phone's language, chosen once: a setting of the phone, not of the person.
    await openSignedIn(page, 'anita@example.com', '/MyOrdersUser', { storage: { 'kh.lang': 'en' } });
    await poll(() => page.getByTestId('order-row').count()).toBe(1);
    await page.goto('/marketplace');
    await page.getByRole('button', { name: 'Filters' }).click();
    // Her address's pincode fills the field by itself and is placed, as she sees it
    // before typing (the typing is then not a race with that address arriving).
    const pincode = page.getByLabel('Your pincode');
    await poll(() => pincode.inputValue()).toBe('110001');
    await poll(() => page.getByText('For distances to farms', { exact: true }).count()).toBe(1);
    // A pincode other than her address's: typed, it is kept.
    await pincode.fill('560001');
    // Something this tab kept of the person (the app's session storage is wiped whole).
    await page.evaluate((id) => sessionStorage.setItem('kh.draft', id), uid);
    // Before logout the phone holds the uid, the order id and the pincode (so this test can fail).
    await poll(async () => (await webStorage(page)).join('\n')).toContain('local kh-market-pincode=560001');
    const before = (await webStorage(page)).join('\n');
    expect(before).toContain(`local kh.seenOrders.${uid}=`);
    expect(before).toContain(orderId);

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await poll(() => page.getByRole('form', { name: 'Farmer Login' }).count()).toBe(1);

    // Every key left, one by one: the phone's language, and Firestore's own
    // multi-tab bookkeeping (client ids, online state, counters; no data).
    const left = await webStorage(page);
    expect(left).toContain('local kh.lang=en');
    for (const entry of left) {
      expect(entry).toMatch(/^local (kh\.lang=en|firestore_(clients|online_state|sequence_number|targets|zombie)_)/);
      for (const personal of [uid, orderId, 'anita', '560001', 'Red Tomatoes']) expect(entry).not.toContain(personal);
    }
    expect(left.some((e) => e.startsWith('session '))).toBe(false);
    await context.close();
  });
});

describe('point 14: an unknown pincode', () => {
  for (const lang of ['en', 'hi'] as const) {
    const w =
      lang === 'en'
        ? {
            filters: 'Filters',
            sort: 'Sort by',
            pincode: 'Your pincode',
            unknown: 'We do not know where this pincode is, so no distances are shown.',
            enter: 'Enter your pincode to sort by distance; showing newest first.',
          }
        : {
            filters: 'फ़िल्टर',
            sort: 'क्रम',
            pincode: 'आपका पिनकोड',
            unknown: 'यह पिनकोड कहाँ है, हमें पता नहीं, इसलिए दूरी नहीं दिखाई जाती।',
            enter: 'दूरी से क्रम के लिए अपना पिनकोड लिखें; अभी सबसे नए पहले दिख रहे हैं।',
          };
    it(`999999 is said once, on the field, and the kept pincode stays (${lang})`, async () => {
      const { context, page } = await newPage(suite.browser);
      if (lang === 'hi') await context.addInitScript(() => localStorage.setItem('kh.lang', 'hi'));
      await page.goto('/marketplace');
      await page.getByRole('button', { name: w.filters }).click();
      await page.getByLabel(w.sort).selectOption('nearest');
      // No pincode yet: the status line asks for one (the field has only its help).
      await poll(() => page.getByText(w.enter, { exact: true }).count()).toBe(1);
      const field = page.getByLabel(w.pincode);
      await field.fill('110001');
      await poll(() => page.evaluate(() => localStorage.getItem('kh-market-pincode'))).toBe('110001');

      await field.fill('999999');
      await poll(() => page.getByText(w.unknown, { exact: true }).count()).toBe(1);
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      // One thing said: the status line no longer also asks for a pincode.
      expect(await page.getByText(w.enter, { exact: true }).count()).toBe(0);
      expect(await field.inputValue()).toBe('999999');
      // Bad input changes nothing: the pincode kept for the next visit is still 110001.
      expect(await page.evaluate(() => localStorage.getItem('kh-market-pincode'))).toBe('110001');
      await context.close();
    });
  }
});
