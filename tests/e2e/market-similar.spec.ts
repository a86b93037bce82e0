// Phone UX, round two (360 px, English and Hindi), point 12: a search that finds
// nothing, for a word that names produce, offers the nearest produce of the same
// kind (its market category, from the produce dictionary), nearest first when
// the buyer's place is known. Here nobody lists onions; tomatoes and bhindi are
// listed in Latur and in Delhi, a mango in Latur.
import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { signUpAs, type Client } from '../helpers/client';
import { browserSuite } from '../helpers/e2e';
import { addProductAs } from '../helpers/market';
import { openSignedIn } from '../helpers/session';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 20_000, message });
const cards = (page: Page) => page.getByTestId('market-grid').getByRole('article');
const titles = (page: Page) => cards(page).getByRole('heading').allTextContents();
const emptyText = (page: Page) => page.getByTestId('market-empty').getByRole('paragraph').first().textContent();
const emptyButton = (page: Page, name: string) => page.getByTestId('market-empty').getByRole('button', { name });

// Alipur, Delhi: about 22 km from the buyer's 110001; Latur is over 1,000 km away.
const DELHI_FARM = { pincode: '110036', state: 'Delhi', district: 'North West Delhi' };

/** A Delhi farmer's product, written as addProductAs writes one (the rules want the profile's place). */
async function addDelhiProduct(title: string): Promise<void> {
  const farmer: Client = track(
    await signUpAs('farmer', 'sunita@example.com', {
      firstName: 'Sunita',
      lastName: 'Devi',
      farmName: 'Devi Farms',
      farmLocation: DELHI_FARM,
    }),
  );
  await addDoc(collection(farmer.db, 'products'), {
    farmerId: farmer.auth.currentUser!.uid,
    title,
    titleLower: title.toLowerCase(),
    description: 'Fresh from Alipur',
    category: 'Vegetables',
    pricePaise: 3_000,
    quantityG: 50_000,
    wholeKg: false,
    inStock: true,
    imageURL: '',
    farmLocation: { ...DELHI_FARM, pincode: Number(DELHI_FARM.pincode) },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

/** Desi Bhindi (Delhi) first, then Red Tomatoes and Alphonso Mango (Latur): newest first is the other way round. */
async function listProduce(): Promise<void> {
  await addDelhiProduct('Desi Bhindi');
  const latur = track(await signUpAs('farmer', 'ramesh@example.com'));
  await addProductAs(latur, { title: 'Red Tomatoes' });
  await addProductAs(latur, { title: 'Alphonso Mango', category: 'Fruits' });
}

describe('point 12: an empty search offers the nearest similar produce', () => {
  it('a buyer searching pyaz is offered the nearest vegetables, in English and Hindi', async () => {
    await listProduce();
    track(await signUpAs('user', 'anita@example.com'));
    const { context, page } = await newPage(suite.browser); // 360 x 760
    await openSignedIn(page, 'anita@example.com', '/marketplace');
    // The buyer's place (their address, 110001) is known once distances show.
    const bhindi = cards(page).filter({ hasText: 'Desi Bhindi' });
    await poll(() => bhindi.getByTestId('farm-distance').textContent()).toMatch(/^~\d+ km away$/);
    await poll(() => titles(page)).toEqual(['Alphonso Mango', 'Red Tomatoes', 'Desi Bhindi']);

    const search = page.getByLabel('Search by name');
    await search.fill('pyaz');
    await poll(() => emptyText(page)).toBe('No products found for “pyaz”.');
    expect(await emptyButton(page, 'Clear the search').count()).toBe(1);
    await emptyButton(page, 'See the nearest Vegetables').click();
    await poll(() => titles(page)).toEqual(['Desi Bhindi', 'Red Tomatoes']);
    expect(await search.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Filters' }).click();
    expect(await page.getByLabel('Category').inputValue()).toBe('Vegetables');
    expect(await page.getByLabel('Sort by').inputValue()).toBe('nearest');

    // A word that names no produce gets no such offer.
    await search.fill('tractor');
    await poll(() => emptyText(page)).toBe('No products found for “tractor”.');
    expect(await emptyButton(page, 'Clear the search').count()).toBe(1);
    expect(await page.getByTestId('market-empty').getByRole('button', { name: /^See / }).count()).toBe(0);

    // The app's language switch; a reload starts again from the default filters, in Hindi.
    await page.getByRole('button', { name: 'Switch language: हिन्दी' }).click();
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('बाज़ार');
    await page.reload();
    await poll(() => titles(page)).toEqual(['Alphonso Mango', 'Red Tomatoes', 'Desi Bhindi']);
    await poll(() => bhindi.getByTestId('farm-distance').count()).toBe(1);
    await page.locator('#market-search').fill('प्याज');
    await poll(() => emptyText(page)).toBe('“प्याज” के लिए कोई उत्पाद नहीं मिला।');
    expect(await emptyButton(page, 'खोज हटाएँ').count()).toBe(1);
    await emptyButton(page, 'पास में सब्ज़ियाँ देखें').click();
    await poll(() => titles(page)).toEqual(['Desi Bhindi', 'Red Tomatoes']);
    expect(await page.locator('#market-search').inputValue()).toBe('');
    await context.close();
  });

  it('a visitor with no place given is offered the category, in the order chosen', async () => {
    await listProduce();
    const { context, page } = await newPage(suite.browser);
    await page.goto('/marketplace');
    await poll(() => titles(page)).toEqual(['Alphonso Mango', 'Red Tomatoes', 'Desi Bhindi']);
    // The session has loaded as a visitor's: no address gives a place.
    await page.locator('header a[href="/login"]').waitFor({ state: 'attached' });
    const search = page.getByLabel('Search by name');
    await search.fill('kanda');
    await poll(() => emptyText(page)).toBe('No products found for “kanda”.');
    expect(await emptyButton(page, 'See the nearest Vegetables').count()).toBe(0);
    await emptyButton(page, 'See all Vegetables').click();
    await poll(() => titles(page)).toEqual(['Red Tomatoes', 'Desi Bhindi']);
    expect(await search.inputValue()).toBe('');

    // Dairy, though none is listed: the offer leads to the empty market's own message.
    await search.fill('doodh');
    await poll(() => emptyText(page)).toBe('No products found for “doodh”.');
    await emptyButton(page, 'See all Dairy').click();
    await poll(() => emptyText(page)).toBe('No products found');
    await context.close();
  });
});
