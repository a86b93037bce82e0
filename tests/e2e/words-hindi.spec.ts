import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../helpers/browser';
import { signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore } from '../helpers/env';
import { addProductAs } from '../helpers/market';
import { newRequestId } from '../helpers/orders';
import { geminiError, startGemini, startWeather, type StandIn } from '../helpers/stand-ins';
import { openSignedIn } from '../helpers/session';

// Issue 11, points 13 and 14: plain words when a service is not set up, and Hindi
// for money, weight, time and places.

let browser: Browser;
let gemini: StandIn;
let weather: StandIn;
const clients: Client[] = [];
const track = (c: Client) => (clients.push(c), c);

beforeAll(async () => {
  [browser, gemini, weather] = await Promise.all([launchBrowser(), startGemini(), startWeather()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), gemini?.close(), weather?.close()]);
});
beforeEach(async () => {
  gemini.reset();
  weather.reset();
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all([clearFirestore(), clearAuth()]);
});

const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, message });
const ADMIN_WORDS = /env\.local|secrets:set|API_KEY|administrator|व्यवस्थापक|README/i;

/** A fresh phone-sized browser that starts in Hindi (as after choosing हिन्दी once). */
async function hindiPage(): Promise<{ context: BrowserContext; page: Page }> {
  const p = await newPage(browser);
  await p.context.addInitScript(() => localStorage.setItem('kh.lang', 'hi'));
  return p;
}

/** Collects what the page prints to its console. */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => lines.push(m.text()));
  return lines;
}

describe('a service without a working key', () => {
  it('the assistant tells the person plainly, in English and Hindi; the setup steps go to the console', async () => {
    // The AI service refuses the key: the function answers failed-precondition, as without a key.
    const refused = () =>
      gemini.next({ kind: 'status', status: 401, body: geminiError(401, 'UNAUTHENTICATED', 'API key not valid.') });
    refused();
    const { context, page } = await newPage(browser);
    const logged = consoleOf(page);
    await page.goto('/chatbot');
    await page.getByPlaceholder('Ask me anything related to farming').fill('When to sow wheat?');
    await page.getByRole('button', { name: 'Send' }).click();
    const error = page.getByTestId('assistant-error');
    await poll(() => error.textContent()).toBe('The farming assistant is not available yet. Please try again later.');
    expect(await page.locator('main').textContent()).not.toMatch(ADMIN_WORDS);
    await poll(() => logged.some((l) => l.includes('functions/.env.local'))).toBe(true);
    await context.close();

    refused();
    const hi = await hindiPage();
    await hi.page.goto('/chatbot');
    await hi.page.getByPlaceholder('खेती से जुड़ा कुछ भी पूछें').fill('गेहूँ कब बोएँ?');
    await hi.page.getByRole('button', { name: 'भेजें' }).click();
    await poll(() => hi.page.getByTestId('assistant-error').textContent()).toBe(
      'कृषि सहायक अभी उपलब्ध नहीं है। कृपया बाद में फिर कोशिश करें।',
    );
    expect(await hi.page.locator('main').textContent()).not.toMatch(ADMIN_WORDS);
    await hi.context.close();
  });

  it('the weather page tells the person plainly', async () => {
    weather.next({ kind: 'status', status: 401, body: { cod: 401, message: 'Invalid API key.' } });
    weather.next({ kind: 'status', status: 401, body: { cod: 401, message: 'Invalid API key.' } });
    const { context, page } = await newPage(browser);
    await page.goto('/weather');
    await page.getByLabel('Pincode').fill('400001');
    await page.getByRole('button', { name: 'Show weather' }).click();
    await poll(() => page.getByTestId('weather-error').textContent()).toBe(
      'The weather service is not available yet. Please try again later.',
    );
    expect(await page.locator('main').textContent()).not.toMatch(ADMIN_WORDS);
    await context.close();
  });
});

describe('Hindi', () => {
  it('the order, the card and the dashboard show ₹, किलो, भारतीय समय and the places as the filters name them', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const productId = await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
    const buyer = track(await signUpAs('user', 'anita@example.com'));
    await buyer.call('placeBuyRequest', { productId, quantityG: 2000, requestId: newRequestId() });

    const { context, page } = await newPage(browser);
    // Hindi chosen once is remembered on the phone.
    await openSignedIn(page, 'ramesh@example.com', '/OrderMessage', { storage: { 'kh.lang': 'hi' } });
    const sentence = page.getByTestId('order-sentence');
    // Places in Devanagari, as the filters show them (their Hindi names are a chunk of their own).
    await poll(() => sentence.textContent()).toContain('पिनकोड-110001, नई दिल्ली, दिल्ली');
    const text = (await sentence.textContent()) ?? '';
    expect(text).toContain('2 किलो');
    expect(text).toContain('₹40.50 प्रति किलो');
    expect(text).toContain('कुल: ₹81');
    expect(text).not.toMatch(/Rs|kg/);
    expect(text).not.toContain('Delhi');
    const when = (await page.getByTestId('order-timeline').textContent()) ?? '';
    expect(when).toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} भारतीय समय/);
    expect(when).not.toContain('IST');
    expect((await page.getByTestId('order-list').textContent()) ?? '').toContain('भारतीय समय');

    await page.goto('/marketplace');
    const card = page.getByTestId('market-grid').getByRole('article');
    await poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('₹40.50/किलो');
    await poll(() => card.getByTestId('farm-location').textContent()).toBe('महाराष्ट्र, लातूर, 413512');

    await page.goto('/dashboard');
    await poll(() => page.getByTestId('dash-profile').textContent()).toContain('खेत का पता: 413512, लातूर, महाराष्ट्र');
    await context.close();
  });

  it('the government directory names the schemes in Hindi, as the landing does, and keeps the helpline on one line', async () => {
    const { context, page } = await hindiPage();
    await page.goto('/connectGov');
    const links = page.getByTestId('gov-link');
    await poll(() => links.count()).toBe(14);
    const names = (await links.allTextContents()).join(' | ');
    // The landing's carousel says 'प्रधानमंत्री फसल बीमा योजना (फसल बीमा)' for the same scheme.
    expect(names).toContain('प्रधानमंत्री फसल बीमा योजना (फसल बीमा)');
    expect(names).toContain('राष्ट्रीय पशुधन मिशन');
    expect(names).not.toContain('Pradhan Mantri');
    await page.getByLabel('साइटें छाँटें').fill('मत्स्य');
    await poll(() => links.count()).toBe(2);
    // 1800-180-1551 never breaks at a hyphen: one box, one line.
    const helpline = page.getByRole('link', { name: '1800-180-1551' });
    expect(await helpline.evaluate((el) => el.getClientRects().length)).toBe(1);
    await context.close();
  });

  it('the buy dialog writes money as the card does: ₹, never Rs.', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    await addProductAs(farmer, { title: 'Red Tomatoes', pricePaise: 4050, quantityG: 100_000 });
    track(await signUpAs('user', 'anita@example.com'));
    const { context, page } = await newPage(browser);
    await openSignedIn(page, 'anita@example.com', '/marketplace', { storage: { 'kh.lang': 'hi' } });
    const card = page.getByTestId('market-grid').getByRole('article');
    await poll(() => card.count()).toBe(1);
    await card.getByRole('button', { name: 'खरीदने का अनुरोध' }).click();
    const dialog = page.getByRole('dialog', { name: 'Red Tomatoes खरीदें' });
    await poll(() => dialog.textContent()).toContain('प्रति किलो दाम: ₹40.50/किलो');
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('ऑर्डर की कुल राशि: ₹40.50');
    expect(text).not.toContain('Rs');
    await context.close();
  });

  it('the place pickers show Hindi names, search both scripts and have Hindi buttons', async () => {
    const { context, page } = await hindiPage();
    await page.goto('/signup');
    const form = page.getByRole('form', { name: 'किसान साइन अप' });
    const state = form.getByRole('combobox', { name: 'राज्य' });
    await poll(() => state.count()).toBe(1);
    expect(await form.getByRole('button', { name: 'खोलें' }).count()).toBe(2);

    await state.click();
    await state.fill('महारा');
    await poll(() => page.getByRole('option', { name: 'महाराष्ट्र', exact: true }).count()).toBe(1);
    await state.fill('Maha');
    await poll(() => page.getByRole('option', { name: 'महाराष्ट्र', exact: true }).count()).toBe(1);
    await page.getByRole('option', { name: 'महाराष्ट्र', exact: true }).click();
    expect(await state.inputValue()).toBe('महाराष्ट्र');

    const district = form.getByRole('combobox', { name: 'ज़िला' });
    await district.click();
    await district.fill('latur');
    await poll(() => page.getByRole('option', { name: 'लातूर', exact: true }).count()).toBe(1);
    await district.fill('लातू');
    await poll(() => page.getByRole('option', { name: 'लातूर', exact: true }).count()).toBe(1);
    await page.getByRole('option', { name: 'लातूर', exact: true }).click();
    expect(await district.inputValue()).toBe('लातूर');
    await form.locator('[aria-label="साफ़ करें"]').first().waitFor({ state: 'attached' });
    expect(await form.locator('[aria-label="साफ़ करें"]').count()).toBeGreaterThan(0);
    expect(await form.locator('[aria-label="Clear"], [aria-label="Open"]').count()).toBe(0);
    await context.close();
  });
});
