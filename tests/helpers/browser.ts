import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { APP_URL } from './env';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags that keep it off the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A fresh browser profile (its own storage), by default phone-sized: 360 px wide.
 * The service worker is blocked unless a spec asks for it (`serviceWorker: true`):
 * in a fresh profile it would download its whole precache (over 100 files) in the
 * background of every test, work the offline specs need and the others only wait on.
 * `userAgent` replaces Chromium's own (a phone's, where a library behaves differently on one).
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 360, height: 760 },
  {
    serviceWorker = false,
    locale = 'en-IN',
    userAgent,
  }: { serviceWorker?: boolean; locale?: string; userAgent?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    baseURL: APP_URL,
    locale,
    userAgent,
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: serviceWorker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  // Any Content-Security-Policy refusal shows in the test output (tests/e2e/security.spec.ts fails on them).
  page.on('console', (m) => {
    if (m.text().startsWith('Refused to ')) console.warn(`[CSP refusal on ${page.url()}] ${m.text()}`);
  });
  return { context, page };
}

/** Picks `option` in an MUI Autocomplete labelled `label` by typing part of it. */
export async function pick(scope: Page | ReturnType<Page['locator']>, label: string, typed: string, option: string) {
  const input = scope.getByLabel(label);
  await input.click();
  await input.fill(typed);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills and sends the Farmer or User login form that is on screen. */
export async function submitLoginForm(page: Page, role: 'farmer' | 'user', email: string, password = 'secret1') {
  const form = page.getByRole('form', { name: role === 'user' ? 'User Login' : 'Farmer Login' });
  await form.getByLabel('Username').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/** Logs in on /login with the Farmer or User panel and waits for the home page. */
export async function logInThroughUi(page: Page, role: 'farmer' | 'user', email: string, password = 'secret1') {
  await page.goto(role === 'user' ? '/login?as=user' : '/login');
  await submitLoginForm(page, role, email, password);
  await page.waitForURL((url) => url.pathname === '/');
}

/** Fills the farmer signup form with Ramesh Patil of Patil Farms, Latur (413512), and `email`. */
export async function fillFarmerSignup(form: ReturnType<Page['getByRole']>, email: string) {
  await form.getByLabel('Username').fill(email);
  await form.getByLabel('Password').fill('secret1');
  await form.getByLabel('FirstName').fill('Ramesh');
  await form.getByLabel('LastName').fill('Patil');
  await form.getByLabel('FarmName').fill('Patil Farms');
  await form.getByLabel('Pincode').fill('413512');
  await pick(form, 'State', 'mahar', 'Maharashtra');
  await pick(form, 'District', 'lat', 'Latur');
}

/**
 * Waits until the page's service worker is active (its precache is complete
 * once it is), so the app opens offline from then on.
 */
export async function serviceWorkerReady(page: Page): Promise<void> {
  // `ready` resolves as soon as the worker is activating (its activate handler,
  // which drops old caches and claims the page, may still be running).
  const state = await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active;
    if (worker?.state === 'activating') {
      await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
    }
    return worker?.state;
  });
  if (state !== 'activated') throw new Error(`the service worker is ${state ?? 'missing'}, not activated`);
}

/** Fills the farmer's Add a product form (`form`) with a product of Latur, at Rs. `rupees`/kg, `kg` in stock. */
export async function fillAddProductForm(
  form: ReturnType<Page['getByRole']>,
  title: string,
  { rupees = '40', kg = '100' }: { rupees?: string; kg?: string } = {},
) {
  await form.getByLabel('Product Name').fill(title);
  await form.getByLabel('Product Details').fill('Fresh from Latur');
  await form.getByLabel('Rupees/kg').fill(rupees);
  await form.getByLabel('Quantity in Kg').fill(kg);
}
