// Toasts on a phone: at the bottom, clear of the form; errors also marked on
// their field; an earlier attempt's error toasts cleared once signup works; and words shown plainly
// when the toaster could not be downloaded.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillFarmerSignup, newPage } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';

const suite = browserSuite();
const track = suite.track;

const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout });
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function helperOf(page: Page, field: ReturnType<Page['getByLabel']>): Promise<string> {
  const id = await field.getAttribute('aria-describedby');
  return id ? ((await page.locator(`#${id}`).textContent()) ?? '') : '';
}

describe('toasts', () => {
  it('on a phone: at the bottom, letting taps through, and the empty fields marked', async () => {
    const { context, page } = await newPage(suite.browser); // 360 x 760
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Farmer Signup' });
    await form.getByLabel('Username').fill('ramesh@example.com');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    const fill = toast(page, 'Fill the Form Properly!!');
    await poll(() => fill.count()).toBe(1);
    const box = await fill.boundingBox();
    expect(box!.y).toBeGreaterThan(760 / 2);
    expect(await fill.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    for (const label of ['Password', 'FirstName', 'FarmName', 'Pincode']) {
      expect(await form.getByLabel(label).getAttribute('aria-invalid'), label).toBe('true');
      expect(await helperOf(page, form.getByLabel(label)), label).toBe('Fill the Form Properly!!');
    }
    expect(await form.getByLabel('Username').getAttribute('aria-invalid')).toBe('false');
    await context.close();
  });

  it("an earlier attempt's error toast goes when signup succeeds; the e-mail field says it was taken", async () => {
    track(await signUpAs('farmer', 'taken@example.com'));
    // Wide: toasts at the top, where hovering them pauses their timers (so only a success can clear them).
    const { context, page } = await newPage(suite.browser, { width: 1280, height: 800 });
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Farmer Signup' });
    await fillFarmerSignup(form, 'taken@example.com');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    const taken = toast(page, 'Email already registered');
    await poll(() => taken.count()).toBe(1);
    await poll(() => helperOf(page, form.getByLabel('Username'))).toBe('Email already registered');
    expect(await form.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');

    await taken.hover();
    await form.getByLabel('Username').fill('ramesh@example.com');
    await form.getByLabel('Username').press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await poll(() => toast(page, 'Email already registered').count(), 3_000).toBe(0);
    await context.close();
  });

  it('a toaster whose download failed: the words show plainly, and the next toast loads it', async () => {
    const { context, page } = await newPage(suite.browser); // 360 x 760
    // The toaster's chunk fails while `failing` holds (these pages run no service worker).
    let failing = true;
    let failed = 0;
    await context.route('**/assets/toaster-*.js', (route) => {
      if (!failing) return route.continue();
      failed++;
      return route.abort('failed');
    });
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Farmer Signup' });
    const signUp = form.getByRole('button', { name: 'Sign Up' });
    await signUp.click();
    // The toaster's download was refused; the words show all the same, drawn plainly, at the
    // bottom of the phone, letting taps through.
    const plain = page.locator('#kh-plain-toasts').getByText('Fill the Form Properly!!', { exact: true });
    await poll(() => plain.count()).toBe(1);
    expect(failed).toBeGreaterThan(0);
    expect(await toast(page, 'Fill the Form Properly!!').count()).toBe(1);
    expect((await plain.boundingBox())!.y).toBeGreaterThan(760 / 2);
    expect(await plain.evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
    expect(await page.locator('[data-rht-toaster]').count()).toBe(0);
    // They go after the 4 s of an error toast.
    await poll(() => plain.count(), 8_000).toBe(0);

    failing = false;
    await signUp.click();
    const shown = page.locator('[data-rht-toaster]').getByText('Fill the Form Properly!!', { exact: true });
    await poll(() => shown.count()).toBe(1);
    await context.close();
  });
});
