// Issue 25, part 1, "Show it where it helps": today's mandi price beside the
// price a farmer types (the getMandiHint callable), and "Mandi ₹20/kg" in small
// print on market cards and in the buy dialog (the quote the functions copy onto
// the product). The quotes are seeded as the refresh stores them
// (functions/src/shared/mandi.ts), with Latur's onion at ₹18–₹22/kg, most ₹20.
import { doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore/lite';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { signUpAs } from '../helpers/client';
import { browserSuite } from '../helpers/e2e';
import { addProductAs } from '../helpers/market';
import { derivedFieldsWritten, withAdmin } from '../helpers/orders';
import { openSignedIn } from '../helpers/session';

const suite = browserSuite();
const track = suite.track;

// A cold function, the first Firestore download or the trigger can take seconds on 2 cores.
const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 20_000, message });
// Two people's whole visits (sign-up, login, form, market) in one test: more than the default minute on 2 cores.
const LONG = 150_000;
const cards = (page: Page) => page.getByTestId('market-grid').getByRole('article');

const DAY_MS = 24 * 60 * 60 * 1000;
/** The day `daysAgo` days before today in India, as yyyy-mm-dd (India is UTC+5:30 all year). */
const istDay = (daysAgo = 0) => new Date(Date.now() + 330 * 60 * 1000 - daysAgo * DAY_MS).toISOString().slice(0, 10);
/** "24/11" from "2026-11-24". */
const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** mandiPrices/onion as the refresh writes it: Latur's latest record (the farmer's own district). */
async function seedOnion(arrivalDate: string): Promise<void> {
  await withAdmin((db) =>
    setDoc(doc(db, 'mandiPrices', 'onion'), {
      produce: 'onion',
      updatedAt: serverTimestamp(),
      quotes: {
        'maharashtra~latur': {
          produce: 'onion',
          state: 'Maharashtra',
          district: 'Latur',
          market: 'Latur',
          minPaise: 1800,
          maxPaise: 2200,
          modalPaise: 2000,
          arrivalDate,
          lat: 18.4,
          lng: 76.57,
        },
      },
    }),
  );
}

/** The text of everything the field's aria-describedby names. */
async function descriptionOf(page: Page, field: ReturnType<Page['getByLabel']>): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(' ');
}

describe('mandi prices beside our prices', () => {
  it(
    "the farmer's price hint, then the card's and the buy dialog's mandi line",
    async () => {
      const today = istDay();
      await seedOnion(today);
      track(await signUpAs('farmer', 'ramesh@example.com'));
      const f = await newPage(suite.browser); // 360 x 760
      await openSignedIn(f.page, 'ramesh@example.com', '/userProducts');
      const form = f.page.getByRole('form', { name: 'Add a product' });
      const hint = form.getByTestId('mandi-hint');
      const price = form.getByLabel('Rupees/kg');
      // Nothing is asked, or shown, for an empty title; the line's height is kept all the same.
      expect(await hint.textContent()).toBe('');
      const before = await form.getByLabel('Quantity in Kg').boundingBox();

      await form.getByLabel('Product Name').fill('Onion');
      const expected = `Latur mandi, ${dayMonth(today)}: ₹18–₹22/kg, most ₹20`;
      await poll(() => hint.textContent(), 'the hint').toBe(expected);
      // The price field names the hint for screen readers; the field below did not move.
      expect(await descriptionOf(f.page, price)).toContain(expected);
      expect((await form.getByLabel('Quantity in Kg').boundingBox())?.y).toBe(before?.y);
      // A title that names no produce gets no hint (and no error).
      await form.getByLabel('Product Name').fill('Tractor hire');
      await poll(() => hint.textContent(), 'no hint').toBe('');
      await form.getByLabel('Product Name').fill('Onion');
      await poll(() => hint.textContent(), 'the hint again').toBe(expected);

      await form.getByLabel('Product Details').fill('Red onions from Latur');
      await price.fill('21');
      await form.getByLabel('Quantity in Kg').fill('500');
      await form.getByRole('button', { name: 'Add Product' }).click();
      await poll(() => f.page.getByRole('status').filter({ hasText: 'Added' }).count()).toBe(1);

      // Editing the listed product shows the same hint, in Hindi once Hindi is chosen.
      const mine = f.page.getByTestId('my-products').getByRole('article', { name: 'Onion' });
      await mine.getByRole('button', { name: 'Edit Onion' }).click();
      const edit = f.page.getByRole('form', { name: 'Edit Onion' });
      await poll(() => edit.getByTestId('mandi-hint').textContent(), 'the edit hint').toBe(expected);
      expect(await descriptionOf(f.page, edit.getByLabel('Rupees/kg'))).toContain(expected);
      await f.page.getByRole('button', { name: 'Switch language: हिन्दी' }).click();
      const hindi = `Latur मंडी, ${dayMonth(today)}: ₹18–₹22/किलो, ज़्यादातर ₹20`;
      // The edit form's own name is in Hindi now too.
      const hiEdit = f.page.getByRole('form', { name: 'Onion बदलें' });
      await poll(() => hiEdit.getByTestId('mandi-hint').textContent(), 'the Hindi hint').toBe(hindi);
      await f.context.close();

      // The functions copy the quote onto the product: the buyer's card and dialog show it.
      track(await signUpAs('user', 'anita@example.com'));
      const b = await newPage(suite.browser);
      await openSignedIn(b.page, 'anita@example.com', '/marketplace');
      const card = cards(b.page).filter({ hasText: 'Onion' });
      await poll(() => card.count()).toBe(1);
      await poll(() => card.getByTestId('mandi-price').textContent(), 'the card').toBe('Mandi ₹20/kg');
      await card.getByRole('button', { name: 'Request to Buy' }).click();
      const dialog = b.page.getByRole('dialog', { name: 'Buy Onion' });
      await poll(() => dialog.getByTestId('mandi-price').textContent(), 'the dialog').toBe('Mandi ₹20/kg');
      await b.context.close();
    },
    LONG,
  );

  it(
    'an old quote says how old; the first paint draws the same line as React; no quote, no line',
    async () => {
      const arrived = istDay(4);
      await seedOnion(arrived);
      const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
      const rice = await addProductAs(farmer, { title: 'Basmati Rice', category: 'Grains', pricePaise: 9000 });
      const onions = await addProductAs(farmer, { title: 'Onions', pricePaise: 2100 });
      await Promise.all([derivedFieldsWritten(rice), derivedFieldsWritten(onions)]);
      // The quote as onProductWritten copies it (the same it reads from mandiPrices/onion).
      await withAdmin((db) =>
        updateDoc(doc(db, 'products', onions), {
          mandi: {
            produce: 'onion',
            state: 'Maharashtra',
            district: 'Latur',
            market: 'Latur',
            minPaise: 1800,
            maxPaise: 2200,
            modalPaise: 2000,
            arrivalDate: arrived,
            km: null,
          },
        }),
      );
      const line = 'Mandi ₹20/kg · 4 days old';

      // index.html's own first paint, with no JavaScript file at all.
      const first = await newPage(suite.browser);
      await first.context.route('**/assets/*.js', (route) => route.abort());
      await first.page.goto('/marketplace');
      const painted = first.page.locator('#kh-shell .kh-card');
      await poll(() => painted.count()).toBe(2);
      expect(await painted.filter({ hasText: 'Onions' }).locator('.kh-card-mandi').textContent()).toBe(line);
      expect(await painted.filter({ hasText: 'Basmati Rice' }).locator('.kh-card-mandi').count()).toBe(0);
      const paintedBox = await painted.filter({ hasText: 'Onions' }).boundingBox();
      await first.context.close();

      // React's card: the same words in the same box, so the swap moves nothing.
      const v = await newPage(suite.browser);
      await v.page.goto('/marketplace');
      await poll(() => cards(v.page).count()).toBe(2);
      const card = cards(v.page).filter({ hasText: 'Onions' });
      await poll(() => card.getByTestId('mandi-price').textContent()).toBe(line);
      expect(await cards(v.page).filter({ hasText: 'Basmati Rice' }).getByTestId('mandi-price').count()).toBe(0);
      const drawnBox = await card.boundingBox();
      for (const k of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(drawnBox![k] - paintedBox![k]), k).toBeLessThanOrEqual(1);
      }
      await v.context.close();

      // A buyer's dialog, in English then Hindi.
      track(await signUpAs('user', 'anita@example.com'));
      const b = await newPage(suite.browser);
      await openSignedIn(b.page, 'anita@example.com', '/marketplace');
      await cards(b.page).filter({ hasText: 'Onions' }).getByRole('button', { name: 'Request to Buy' }).click();
      const dialog = b.page.getByRole('dialog', { name: 'Buy Onions' });
      await poll(() => dialog.getByTestId('mandi-price').textContent()).toBe(line);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await poll(() => dialog.count()).toBe(0);
      await cards(b.page).filter({ hasText: 'Basmati Rice' }).getByRole('button', { name: 'Request to Buy' }).click();
      const riceDialog = b.page.getByRole('dialog', { name: 'Buy Basmati Rice' });
      await poll(() => riceDialog.count()).toBe(1);
      expect(await riceDialog.getByTestId('mandi-price').count()).toBe(0);
      await riceDialog.getByRole('button', { name: 'Cancel' }).click();
      await b.page.getByRole('button', { name: 'Switch language: हिन्दी' }).click();
      const hiCard = cards(b.page).filter({ hasText: 'Onions' });
      await poll(() => hiCard.getByTestId('mandi-price').textContent()).toBe('मंडी ₹20/किलो · 4 दिन पुराना');
      await hiCard.getByRole('button', { name: 'खरीदने का अनुरोध' }).click();
      const hiDialog = b.page.getByRole('dialog', { name: 'Onions खरीदें' });
      await poll(() => hiDialog.getByTestId('mandi-price').textContent()).toBe('मंडी ₹20/किलो · 4 दिन पुराना');
      await b.context.close();
    },
    LONG,
  );
});
