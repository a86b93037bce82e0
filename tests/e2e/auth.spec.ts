import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillFarmerSignup, newPage, pick, submitLoginForm } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { HOST, PORTS, PROJECT_ID } from '../helpers/env';

const suite = browserSuite();

async function openAccountPanel(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  return page.getByTestId('account-panel');
}

async function logoutFromPanel(page: Page) {
  await openAccountPanel(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}

async function login(page: Page, panel: 'Farmer Login' | 'User Login', email: string, password: string) {
  if (panel === 'User Login') await page.getByRole('button', { name: 'User', exact: true }).click();
  await submitLoginForm(page, panel === 'User Login' ? 'user' : 'farmer', email, password);
}

/** How many verification e-mails the Auth emulator has sent to `email`. */
async function verificationMailsTo(email: string): Promise<number> {
  const res = await fetch(`http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes = [] } = (await res.json()) as { oobCodes?: Array<{ email: string; requestType: string }> };
  return oobCodes.filter((o) => o.email === email && o.requestType === 'VERIFY_EMAIL').length;
}

describe('accounts in the browser', () => {
  it('a farmer signs up, logs out, logs in and sees their name in the account panel', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'Farmer Signup' });
    await fillFarmerSignup(form, 'ramesh@example.com');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // Signup sends Firebase Auth's verification e-mail (the Auth emulator keeps its link).
    await expect.poll(() => verificationMailsTo('ramesh@example.com')).toBe(1);

    let panel = await openAccountPanel(page);
    await expect.poll(() => panel.textContent()).toContain('Ramesh Patil');
    expect(await panel.textContent()).toContain('Username: ramesh');
    expect(await panel.textContent()).toContain('Email: ramesh@example.com');
    await expect.poll(() => page.getByRole('link', { name: 'My Products' }).count()).toBe(1);
    // A modal dialog named by its heading: the focus goes inside, and Escape hands it back to Profile.
    const dialog = page.getByRole('dialog', { name: 'Your Account' });
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Profile');

    await logoutFromPanel(page);
    await login(page, 'Farmer Login', 'ramesh@example.com', 'secret1');
    await page.waitForURL((url) => url.pathname === '/');
    panel = await openAccountPanel(page);
    await expect.poll(() => panel.textContent()).toContain('Ramesh Patil');
    await context.close();
  });

  it('a buyer signs up, logs out, logs in and sees their name; the farmer panel refuses them', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto('/userSignup');
    await page.waitForURL('**/signup?as=user');
    const form = page.getByRole('form', { name: 'User Signup' });
    await form.getByLabel('Username').fill('anita@example.com');
    await form.getByLabel('Password').fill('secret1');
    await form.getByLabel('FirstName').fill('Anita');
    await form.getByLabel('LastName').fill('Sharma');
    await form.getByLabel('PhoneNumber').fill('9876543210');
    await expect.poll(() => form.getByText('Verified').count()).toBe(1);
    await form.getByLabel('Pincode').fill('110001');
    await pick(form, 'State', 'del', 'Delhi');
    await pick(form, 'District', 'new', 'New Delhi');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    let panel = await openAccountPanel(page);
    await expect.poll(() => panel.textContent()).toContain('Anita Sharma');
    await expect.poll(() => page.getByRole('link', { name: 'My Orders' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await logoutFromPanel(page);

    await login(page, 'Farmer Login', 'anita@example.com', 'secret1');
    await expect.poll(() => page.getByText('This is a user account. Please use the User login.').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');

    await login(page, 'User Login', 'anita@example.com', 'secret1');
    await page.waitForURL((url) => url.pathname === '/');
    panel = await openAccountPanel(page);
    await expect.poll(() => panel.textContent()).toContain('Anita Sharma');
    await context.close();
  });

  it('shows the spec messages for invalid input and creates no account', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto('/signup?as=user');
    const form = page.getByRole('form', { name: 'User Signup' });
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect.poll(() => page.getByText('Fill the Form Properly!!').count()).toBeGreaterThan(0);

    await form.getByLabel('Username').fill('not-an-email');
    await expect.poll(() => form.getByText('Invalid email address').count()).toBe(1);
    await form.getByLabel('Password').fill('abc');
    await expect.poll(() => form.getByText('Password must be at least 6 characters long').count()).toBe(1);
    // A letter is kept as typed and refused on the field, never silently removed.
    await form.getByLabel('Pincode').fill('41a3');
    expect(await form.getByLabel('Pincode').inputValue()).toBe('41a3');
    await expect.poll(() => form.getByText('Invalid pincode').count()).toBe(1);
    await form.getByLabel('Pincode').fill('413');
    await expect.poll(() => form.getByText('Pincode must be 6 digits long').count()).toBe(1);
    await form.getByLabel('PhoneNumber').fill('5123456789');
    await expect
      .poll(() => form.getByText('Phone number must be a 10-digit number starting with 6, 7, 8, or 9').count())
      .toBe(1);
    await form.getByLabel('State').click();
    await form.getByLabel('State').fill('zzz-nowhere');
    await expect.poll(() => page.getByText('No results').count()).toBeGreaterThan(0);

    await page.goto('/login');
    await page.getByRole('form', { name: 'Farmer Login' }).getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByText('Please fill in both fields').count()).toBeGreaterThan(0);
    await login(page, 'Farmer Login', 'nobody@example.com', 'secret1');
    await expect.poll(() => page.getByText('Wrong e-mail or password').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('sends a visitor on a farmer-only page to /login', async () => {
    const { context, page } = await newPage(suite.browser);
    // The login page remembers where the visitor was going (?next=) and which panel it needs.
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/dashboard');
    await page.goto('/MyOrdersUser');
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('as') === 'user');
    await context.close();
  });
});
