// Phone UX, round two (360 px, English and Hindi), points 3, 6 and 9: a cancel
// asks first; the buy toast, an automatic decline and the order sentence say
// what happened, in plain words; an answer or a delete keeps the focus in place.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { signUpAs } from '../helpers/client';
import { browserSuite } from '../helpers/e2e';
import { addProductAs, setStockAs } from '../helpers/market';
import { openSignedIn } from '../helpers/session';
import { newRequestId, readDoc } from '../helpers/orders';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, message });
const seen = async (page: Page, text: string) =>
  poll(() => page.getByText(text, { exact: true }).count(), `"${text}"`).toBeGreaterThan(0);
const detail = (page: Page) => page.getByTestId('order-detail');

/** Ramesh lists Red Tomatoes (Rs. 40.50/kg, 100 kg); Anita asks for 2 kg. */
async function oneRequest(): Promise<{
  productId: string;
  orderId: string;
  farmer: Awaited<ReturnType<typeof signUpAs>>;
}> {
  const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
  const productId = await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
  const buyer = track(await signUpAs('user', 'anita@example.com'));
  const { orderId } = await buyer.call<{ orderId: string }>('placeBuyRequest', {
    productId,
    quantityG: 2000,
    requestId: newRequestId(),
  });
  return { productId, orderId, farmer };
}

/** A 360 px page logged in as `email`, on `path`, in `lang`. */
async function phoneAt(email: string, path: string, lang: 'en' | 'hi' = 'en') {
  const p = await newPage(suite.browser);
  await openSignedIn(p.page, email, path, lang === 'hi' ? { storage: { 'kh.lang': 'hi' } } : {});
  return p;
}

describe('point 3: Cancel Order asks first', () => {
  it('one tap opens a question; Keep changes nothing; confirming cancels, with no Undo', async () => {
    const { orderId } = await oneRequest();
    const status = async () => (await readDoc(`orders/${orderId}`))?.status;

    const hi = await phoneAt('anita@example.com', '/MyOrdersUser', 'hi');
    await detail(hi.page).getByRole('button', { name: 'ऑर्डर रद्द करें' }).click();
    const hiDialog = hi.page.getByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' });
    await poll(() => hiDialog.textContent()).toContain(
      'Ramesh Patil से Red Tomatoes के 2 किलो का आपका अनुरोध वापस ले लिया जाएगा। इसे वापस नहीं लाया जा सकता।',
    );
    await hiDialog.getByRole('button', { name: 'ऑर्डर रहने दें' }).click();
    await poll(() => hiDialog.count()).toBe(0);
    expect(await status()).toBe('Pending');
    await hi.context.close();

    const { context, page } = await phoneAt('anita@example.com', '/MyOrdersUser');
    await detail(page).getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await poll(() => dialog.textContent()).toContain(
      'Your request for 2 kg of Red Tomatoes from Ramesh Patil will be withdrawn. This cannot be undone.',
    );
    expect(await status()).toBe('Pending');
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(await status()).toBe('Pending');

    await detail(page).getByRole('button', { name: 'Cancel Order' }).click();
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await seen(page, 'Order cancelled');
    await poll(() => status()).toBe('Cancelled');
    await poll(() => dialog.count()).toBe(0);
    expect(await page.getByRole('button', { name: /undo/i }).count()).toBe(0);
    expect(await page.getByText(/undo/i).count()).toBe(0);
    await context.close();
  });
});

describe('point 6: words that say what happened', () => {
  it('the buy toast says the request was sent, to whom, in English and Hindi', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
    track(await signUpAs('user', 'anita@example.com'));

    const { context, page } = await phoneAt('anita@example.com', '/marketplace');
    await page.getByRole('button', { name: 'Request to Buy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy Red Tomatoes' });
    await dialog.getByLabel('Quantity (kg)').fill('2');
    await dialog.getByRole('button', { name: 'Confirm Purchase' }).click();
    await seen(page, 'Request sent: 2 kg of Red Tomatoes to Ramesh Patil');
    expect(await page.getByText(/Confirm purchase of/).count()).toBe(0);
    await context.close();

    const hi = await phoneAt('anita@example.com', '/marketplace', 'hi');
    await hi.page.getByRole('button', { name: 'खरीदने का अनुरोध' }).click();
    const hiDialog = hi.page.getByRole('dialog', { name: 'Red Tomatoes खरीदें' });
    await hiDialog.getByLabel('मात्रा (किलो)').fill('3');
    await hiDialog.getByRole('button', { name: 'खरीद की पुष्टि करें' }).click();
    await seen(hi.page, 'Red Tomatoes के 3 किलो का अनुरोध Ramesh Patil को भेजा गया');
    await hi.context.close();
  });

  it('a decline made because stock ran out is put on Krishi Haat, not the farmer; the sentence says 2 kg and Rs. 40.50/kg', async () => {
    const { productId, orderId, farmer } = await oneRequest();
    // The farmer lowers the stock below the request: onProductChanged declines it.
    await setStockAs(farmer, productId, 1000);
    await poll(async () => (await readDoc(`orders/${orderId}`))?.status, 'automatic decline').toBe('Declined');

    const { context, page } = await phoneAt('anita@example.com', '/MyOrdersUser');
    const status = page.getByTestId('order-status');
    await poll(() => status.textContent()).toBe('Declined automatically: not enough stock left');
    const text = (await detail(page).textContent()) ?? '';
    expect(text).toContain(
      'The order request is for 2 kg of Red Tomatoes priced at Rs. 40.50/kg, to be delivered to the address in pincode-110001, New Delhi, Delhi',
    );
    expect(text).not.toContain('The farmer declined this order');
    expect(text).not.toContain('Reason:');
    const steps = await page.getByTestId('order-timeline').locator('li').allTextContents();
    expect(steps).toHaveLength(2);
    expect(steps[1]).toMatch(/^Declined · Krishi Haat · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} IST$/);
    expect(steps.join('\n')).not.toContain('Declined · Farmer');
    await context.close();

    const hi = await phoneAt('anita@example.com', '/MyOrdersUser', 'hi');
    await poll(() => hi.page.getByTestId('order-status').textContent()).toBe('अपने आप अस्वीकृत: पर्याप्त स्टॉक नहीं बचा');
    const hiSteps = await hi.page.getByTestId('order-timeline').locator('li').allTextContents();
    expect(hiSteps[1]).toMatch(/^अस्वीकृत · कृषि हाट · /);
    expect((await detail(hi.page).textContent()) ?? '').not.toContain('किसान ने यह ऑर्डर अस्वीकार कर दिया');
    await hi.context.close();

    // The farmer is not told they declined it either ('Declined · You').
    const f = await phoneAt('ramesh@example.com', '/OrderMessage');
    await poll(() => detail(f.page).textContent()).toContain('Declined automatically: not enough stock left');
    const farmerSteps = await f.page.getByTestId('order-timeline').locator('li').allTextContents();
    expect(farmerSteps[1]).toMatch(/^Declined · Krishi Haat · /);
    expect(await detail(f.page).textContent()).not.toContain('Reason:');
    await f.context.close();
  });
});

describe('point 9: focus stays on the next sensible control', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el === document.body ? 'body' : `${el?.tagName} ${el?.dataset.testid ?? el?.textContent?.trim() ?? ''}`;
    });

  it('after Accept the focus is on Dispatch; the decline dialog opens on its reason; after Decline, on the order', async () => {
    const { productId } = await oneRequest();
    const buyer = track(await signUpAs('user', 'meera@example.com'));
    await buyer.call('placeBuyRequest', { productId, quantityG: 3000, requestId: newRequestId() });
    const { context, page } = await phoneAt('ramesh@example.com', '/OrderMessage');
    const rows = page.getByTestId('order-row');
    await poll(() => rows.count()).toBe(2);

    await rows.filter({ hasText: '2 kg' }).click();
    await poll(() => detail(page).getByTestId('order-sentence').textContent()).toContain('for 2 kg of Red Tomatoes');
    await detail(page).getByRole('button', { name: 'Accept' }).click();
    await poll(() => focused(page)).toBe('BUTTON Dispatch');

    await rows.filter({ hasText: '3 kg' }).click();
    await poll(() => detail(page).getByTestId('order-sentence').textContent()).toContain('for 3 kg of Red Tomatoes');
    await detail(page).getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this order?' });
    await poll(() => dialog.getByLabel('Reason (optional)').evaluate((el) => el === document.activeElement)).toBe(true);
    // A plain sheet: no MUI styles (emotion's <style data-emotion>) were written for it.
    expect(await page.evaluate(() => document.querySelectorAll('style[data-emotion]').length)).toBe(0);
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await poll(() => detail(page).getByTestId('order-status').textContent()).toBe('Order: Declined');
    await poll(() => focused(page)).toBe('SECTION order-detail');
    await context.close();
  });

  it('after a confirmed delete the focus is on the next product', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    await addProductAs(farmer, { title: 'Red Tomatoes' });
    await addProductAs(farmer, { title: 'Green Chillies' });
    const { context, page } = await phoneAt('ramesh@example.com', '/userProducts');
    const cards = page.getByTestId('my-products').getByRole('article');
    await poll(() => cards.count()).toBe(2);
    const first = (await cards.first().getAttribute('aria-label'))!;
    const second = (await cards.last().getAttribute('aria-label'))!;
    await cards
      .first()
      .getByRole('button', { name: `Delete ${first}` })
      .click();
    await page.getByRole('dialog', { name: 'Delete this product?' }).getByRole('button', { name: 'Delete' }).click();
    await poll(() => cards.count()).toBe(1);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Edit ${second}`);
    await context.close();
  });
});

describe('point 12: an empty search says what was searched and offers a way out', () => {
  it('names the word, clears it on a tap and shows the market again, in English and Hindi', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    await addProductAs(farmer, { title: 'Red Tomatoes' });
    const { context, page } = await newPage(suite.browser);
    await page.goto('/marketplace');
    const cards = page.getByTestId('market-grid').getByRole('article');
    await poll(() => cards.count()).toBe(1);
    const search = page.getByLabel('Search by name');
    await search.fill('mango');
    const empty = page.getByTestId('market-empty');
    await poll(() => empty.getByRole('paragraph').first().textContent()).toBe('No products found for “mango”.');
    await empty.getByRole('button', { name: 'Clear the search' }).click();
    await poll(() => cards.allTextContents()).toEqual([expect.stringContaining('Red Tomatoes')]);
    expect(await search.inputValue()).toBe('');
    await poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.evaluate(() => localStorage.setItem('kh.lang', 'hi'));
    await page.reload();
    await poll(() => cards.count()).toBe(1);
    await page.locator('#market-search').fill('आम');
    await poll(() => empty.getByRole('paragraph').first().textContent()).toBe('“आम” के लिए कोई उत्पाद नहीं मिला।');
    expect(await empty.getByRole('button', { name: 'खोज हटाएँ' }).count()).toBe(1);
    await context.close();
  });
});

describe('point 15: a Hindi phone, or a link, opens in Hindi', () => {
  const heading = (page: Page) => page.getByRole('heading', { level: 1 });

  it('a first visit from a phone set to Hindi is in Hindi, with no English copy painted first', async () => {
    const { context, page } = await newPage(suite.browser, undefined, { locale: 'hi-IN' });
    // What the HTML paints before any script file has run: the Hindi copy, never the English one.
    await context.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'खेत से सीधे, किसान के लिए उचित' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Fresh from the farm, fair for the farmer' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await context.unroute('**/assets/*.js');
    await page.reload();
    await page.getByTestId('scheme-carousel').waitFor();
    await poll(() => heading(page).textContent()).toBe('खेत से सीधे, किसान के लिए उचित');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await context.close();
  });

  it('?lang=hi opens a shared link in Hindi and is kept; ?lang=en switches back; an English phone stays English', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto('/marketplace?lang=hi');
    await poll(() => heading(page).textContent()).toBe('बाज़ार');
    await page.goto('/');
    await poll(() => heading(page).textContent()).toBe('खेत से सीधे, किसान के लिए उचित');
    await page.goto('/?lang=en');
    await poll(() => heading(page).textContent()).toBe('Fresh from the farm, fair for the farmer');
    await page.goto('/marketplace');
    await poll(() => heading(page).textContent()).toBe('Market');
    await context.close();
  });
});

describe('point 4: the name that was typed comes first', () => {
  it('"Walk2 Tamatar" lists that product before another farmer\'s newer "Tomato"', async () => {
    const ramesh = track(await signUpAs('farmer', 'ramesh@example.com'));
    await addProductAs(ramesh, { title: 'Walk2 Tamatar' });
    const other = track(await signUpAs('farmer', 'sunil@example.com'));
    await addProductAs(other, { title: 'Tomato' });
    const { context, page } = await newPage(suite.browser);
    await page.goto('/marketplace');
    const titles = page.getByTestId('market-grid').getByRole('article').getByRole('heading', { level: 2 });
    await poll(() => titles.allTextContents()).toEqual(['Tomato', 'Walk2 Tamatar']);
    await page.getByLabel('Search by name').fill('Walk2 Tamatar');
    await poll(() => titles.allTextContents()).toEqual(['Walk2 Tamatar', 'Tomato']);
    await context.close();
  });
});
