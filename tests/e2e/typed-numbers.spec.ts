// Numbers are shown as typed: "2.5" stays "2.5" and is 2.5 kg, never 25; what is
// finer than 0.1 kg ("2.55"), or than a whole-kg product's 1 kg, is refused on the
// field, and then nothing is ordered, listed or looked up.
import { collection, getDocs } from 'firebase/firestore/lite';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';
import { addProductAs } from '../helpers/market';
import { withAdmin } from '../helpers/orders';
import { openSignedIn } from '../helpers/session';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, message });
const countOf = (name: string) => withAdmin(async (db) => (await getDocs(collection(db, name))).size);

/** The helper text under the field labelled `label` (MUI links it with aria-describedby). */
async function helperOf(page: Page, field: ReturnType<Page['getByLabel']>): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  return id ? ((await page.locator(`#${id}`).textContent()) ?? '') : '';
}

async function expectRefused(page: Page, field: ReturnType<Page['getByLabel']>, typed: string, message: string) {
  await field.fill(typed);
  expect(await field.inputValue()).toBe(typed);
  await poll(() => helperOf(page, field)).toBe(message);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
}

describe('typed numbers are taken as typed or refused on the field', () => {
  it('the buy dialog refuses 2.55, -3.5 and letters and places no order (English and Hindi)', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    await addProductAs(farmer, { title: 'Red Tomatoes', quantityG: 100_000 });
    track(await signUpAs('user', 'anita@example.com'));
    const { context, page } = await newPage(suite.browser);
    await openSignedIn(page, 'anita@example.com', '/marketplace');
    await page.getByRole('button', { name: 'Request to Buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Red Tomatoes' });
    const quantity = dialog.getByLabel('Quantity (kg)');
    const confirm = dialog.getByRole('button', { name: 'Confirm Purchase' });

    await expectRefused(page, quantity, '2.55', 'Steps of 0.1 kg (100 g) only');
    expect(await confirm.isDisabled()).toBe(true);
    expect(await dialog.getByTestId('order-total').textContent()).toBe('Order total: Rs. 0');
    await expectRefused(page, quantity, '-3.5', 'Cannot be negative');
    expect(await confirm.isDisabled()).toBe(true);
    await expectRefused(page, quantity, '2kg', 'Numbers only');
    await expectRefused(page, quantity, '100.1', 'From 0.1 to 100 kg, in steps of 0.1 kg');
    expect(await confirm.isDisabled()).toBe(true);
    expect(await dialog.count()).toBe(1);
    expect(await countOf('orders')).toBe(0);

    // In Hindi the same refusal, in Hindi.
    await page.evaluate(() => localStorage.setItem('kh.lang', 'hi'));
    await page.goto('/marketplace');
    await page.getByRole('button', { name: 'खरीदने का अनुरोध' }).click();
    const hiDialog = page.getByRole('dialog', { name: 'Red Tomatoes खरीदें' });
    await expectRefused(page, hiDialog.getByLabel('मात्रा (किलो)'), '2.55', 'केवल 0.1 किलो (100 ग्राम) के कदम');
    await expectRefused(page, hiDialog.getByLabel('मात्रा (किलो)'), '-3.5', 'ऋणात्मक संख्या नहीं चलेगी');
    expect(await hiDialog.getByRole('button', { name: 'खरीद की पुष्टि करें' }).isDisabled()).toBe(true);
    expect(await countOf('orders')).toBe(0);
    await context.close();
  });

  it('the product forms refuse a negative price and 2.55 kg; nothing is listed or changed', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const { context, page } = await newPage(suite.browser);
    await openSignedIn(page, 'ramesh@example.com', '/userProducts');
    const form = page.getByRole('form', { name: 'Add a product' });
    await form.getByLabel('Product Name').fill('Red Tomatoes');
    await form.getByLabel('Product Details').fill('Fresh from Latur');
    await expectRefused(page, form.getByLabel('Rupees/kg'), '-40', 'Cannot be negative');
    await expectRefused(page, form.getByLabel('Rupees/kg'), '40.505', 'At most 2 decimals (paise)');
    await form.getByLabel('Rupees/kg').fill('40.50');
    await expectRefused(page, form.getByLabel('Quantity in Kg'), '2.55', 'Steps of 0.1 kg (100 g) only');
    await form.getByRole('button', { name: 'Add Product' }).click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Steps of 0.1 kg (100 g) only' }).count()).toBe(1);
    expect(await countOf('products')).toBe(0);

    // Editing: stock "-3.5" is refused, the stored stock stays 100.
    const id = await addProductAs(farmer, { title: 'Onions', quantityG: 100_000 });
    const card = page.getByTestId('my-products').getByRole('article', { name: 'Onions' });
    await card.getByRole('button', { name: 'Edit Onions' }).click();
    const edit = page.getByRole('form', { name: 'Edit Onions' });
    await expectRefused(page, edit.getByLabel('Quantity in Kg'), '-3.5', 'Cannot be negative');
    await edit.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Cannot be negative' }).count()).toBe(1);
    const stock = await withAdmin(async (db) =>
      (await getDocs(collection(db, 'products'))).docs.find((d) => d.id === id),
    );
    expect(stock?.get('quantityG')).toBe(100_000);
    await context.close();
  });

  it('a buyer orders 2.5 kg and the farmer sees 2.5 kg; a whole-kg product takes whole kg only', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    await addProductAs(farmer, { title: 'Red Onion', pricePaise: 3050, quantityG: 40_000 });
    await addProductAs(farmer, { title: 'Soybean bags', pricePaise: 4600, quantityG: 500_000, wholeKg: true });
    track(await signUpAs('user', 'anita@example.com'));
    const b = await newPage(suite.browser);
    await openSignedIn(b.page, 'anita@example.com', '/marketplace');

    // Whole kg only: the field says so and refuses 2.5.
    await b.page.getByRole('article', { name: 'Soybean bags' }).getByRole('button', { name: 'Request to Buy' }).click();
    const bags = b.page.getByRole('dialog', { name: 'Buy Soybean bags' });
    expect(await helperOf(b.page, bags.getByLabel('Quantity (kg)'))).toBe(
      'From 1 to 500 kg, whole kg only (the farmer sells so)',
    );
    await expectRefused(b.page, bags.getByLabel('Quantity (kg)'), '2.5', 'Whole kg only');
    await bags.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => bags.count()).toBe(0);

    // Half a kilo more than 2 kg of onion: Rs. 30.50 × 2.5 = Rs. 76.25.
    await b.page.getByRole('article', { name: 'Red Onion' }).getByRole('button', { name: 'Request to Buy' }).click();
    const onion = b.page.getByRole('dialog', { name: 'Buy Red Onion' });
    await onion.getByLabel('Quantity (kg)').fill('2.5');
    await poll(() => onion.getByTestId('order-total').textContent()).toBe('Order total: Rs. 76.25');
    await onion.getByRole('button', { name: 'Confirm Purchase' }).click();
    await poll(() =>
      b.page.getByRole('status').filter({ hasText: 'Request sent: 2.5 kg of Red Onion to Ramesh Patil' }).count(),
    ).toBe(1);
    const orders = await withAdmin(async (db) => (await getDocs(collection(db, 'orders'))).docs.map((d) => d.data()));
    expect(orders.map((o) => [o.quantityG, o.totalPaise])).toEqual([[2500, 7625]]);

    const f = await newPage(suite.browser);
    await openSignedIn(f.page, 'ramesh@example.com', '/OrderMessage');
    await poll(() => f.page.getByText('Anita Sharma · 2.5 kg · Rs. 76.25').count()).toBe(1);
    await Promise.all([b.context.close(), f.context.close()]);
  });

  it('letters in a pincode get "Invalid pincode" on the field and are not removed', async () => {
    const { context, page } = await newPage(suite.browser);
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('getWeather')) lookups.push(r.url());
    });
    await page.goto('/weather');
    const pin = page.getByLabel('Pincode');
    await expectRefused(page, pin, '41a512', 'Invalid pincode');
    await page.getByRole('button', { name: 'Show weather' }).click();
    expect(await pin.inputValue()).toBe('41a512');
    expect(lookups).toEqual([]);
    await expectRefused(page, pin, '4135120', 'Pincode must be 6 digits long');

    await page.goto('/signup');
    const signup = page.getByRole('form', { name: 'Farmer Signup' });
    await expectRefused(page, signup.getByLabel('Pincode'), 'abc123', 'Invalid pincode');
    await page.evaluate(() => localStorage.setItem('kh.lang', 'hi'));
    await page.goto('/weather');
    await expectRefused(page, page.getByLabel('पिनकोड'), '41a512', 'अमान्य पिनकोड');
    await context.close();
  });

  it('the market price filter and the phone field keep what was typed and say what is wrong', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4_000 });
    await addProductAs(farmer, { title: 'Green Chillies', pricePaise: 9_000 });
    const { context, page } = await newPage(suite.browser);
    await page.goto('/marketplace');
    const cards = page.getByTestId('market-grid').getByRole('article');
    await poll(() => cards.count()).toBe(2);
    await page.getByRole('button', { name: 'Filters' }).click();
    const min = page.getByLabel('Min Rs/kg');
    // "5o" was "5" before: a filter on a price nobody typed.
    await expectRefused(page, min, '5o', 'Numbers only');
    await expectRefused(page, min, '-50', 'Cannot be negative');
    expect(await cards.count()).toBe(2);
    await min.fill('50.5');
    expect(await min.inputValue()).toBe('50.5');
    await poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Green Chillies');

    await page.goto('/signup');
    await page.getByRole('button', { name: 'User', exact: true }).click();
    const phone = page.getByRole('form', { name: 'User Signup' }).getByLabel('PhoneNumber');
    // A pasted "+91 98765 43210" was cut to the digits "9198765432": someone else's number.
    await expectRefused(
      page,
      phone,
      '+91 98765 43210',
      'Phone number must be a 10-digit number starting with 6, 7, 8, or 9',
    );
    await context.close();
  });
});
