import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, logInThroughUi, newPage } from '../helpers/browser';
import { signUpAs } from '../helpers/client';
import { clearAuth, clearFirestore } from '../helpers/env';
import { geminiError, startGemini, startWeather, type StandIn, type WeatherStandIn } from '../helpers/stand-ins';
import { openSignedIn } from '../helpers/session';

// The assistant and weather pages in Chromium, with the functions talking to the
// local Gemini and OpenWeatherMap stand-ins.

let browser: Browser;
let gemini: StandIn;
let weather: WeatherStandIn;

beforeAll(async () => {
  [browser, gemini, weather] = await Promise.all([launchBrowser(), startGemini(), startWeather()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), gemini?.close(), weather?.close()]);
});
beforeEach(async () => {
  gemini.reset();
  weather.reset();
  await Promise.all([clearFirestore(), clearAuth()]);
});

// Answers come through the functions emulator and a stand-in that may be told to be slow.
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const contentsSent = (i: number) => (gemini.requests[i].body as { contents: unknown[] }).contents.length;

describe('the farming assistant page', () => {
  it('chats with a visitor: blank ignored, waiting bubble, safe Markdown, history sent, failure adds nothing', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/chatbot');
    await eventually(() => page.getByRole('heading', { name: 'Farming Assistant', level: 1 }).count()).toBe(1);
    const box = page.getByPlaceholder('Ask me anything related to farming');
    const send = page.getByRole('button', { name: 'Send' });
    const bubbles = page.getByTestId('chat-bubble');
    const answers = page.locator('[data-testid="chat-bubble"][data-role="model"]');

    await box.fill('   ');
    await send.click();
    // After the click the conversation still shows its empty line (drawn only while no question is pending).
    await page.getByText('Your questions and the answers will appear here.').waitFor();
    expect(await box.inputValue()).toBe('   ');
    expect(await page.getByTestId('chat-waiting').count()).toBe(0);

    gemini.next({ kind: 'hang', ms: 1500 }); // answers normally, 1.5 s late
    await box.fill('How do I grow wheat?');
    await send.click();
    await eventually(() => page.getByTestId('chat-waiting').count()).toBe(1);
    expect(await page.getByTestId('chat-waiting').textContent()).toContain('model:');
    expect(await box.inputValue()).toBe('');
    await eventually(() => answers.count()).toBe(1);
    expect(await page.getByTestId('chat-waiting').count()).toBe(0);
    // The blank input never reached the server: the first request holds only this question.
    expect(gemini.requests).toHaveLength(1);
    expect(contentsSent(0)).toBe(1);

    const answer = answers.first();
    expect(await answer.textContent()).toMatch(/^model:/);
    expect(await answer.locator('strong', { hasText: 'soil' }).count()).toBe(1);
    expect(await answer.locator('ol > li').count()).toBe(2);
    expect(await answer.locator('ul > li').count()).toBe(2);
    expect(await answer.textContent()).toContain('Raw <b>html</b> stays text.');
    expect(await answer.locator('b').count()).toBe(0);
    const question = page.locator('[data-testid="chat-bubble"][data-role="user"]').first();
    expect(await question.textContent()).toBe('user:How do I grow wheat?');
    const q = (await question.boundingBox())!;
    const a = (await answer.boundingBox())!;
    expect(a.x + a.width).toBeGreaterThan(q.x + q.width); // model bubbles sit on the right

    await box.fill('And how much water?');
    await box.press('Enter');
    await eventually(() => answers.count()).toBe(2);
    expect(contentsSent(1)).toBe(3);
    expect(await answers.nth(1).textContent()).toContain('turns received: 3');

    gemini.next({ kind: 'status', status: 500, body: geminiError(500, 'INTERNAL', 'An internal error has occurred.') });
    await box.fill('Which fertiliser?');
    await send.click();
    await eventually(() => page.getByTestId('assistant-error').textContent()).toContain(
      'The farming assistant could not answer right now. Please try again later.',
    );
    expect(await bubbles.count()).toBe(4);
    expect(await box.inputValue()).toBe('');

    await page.getByRole('button', { name: 'Try again' }).click();
    await eventually(() => bubbles.count()).toBe(6);
    expect(await page.getByTestId('assistant-error').count()).toBe(0);
    expect(contentsSent(gemini.requests.length - 1)).toBe(5);
    await context.close();
  });
});

describe('the weather page', () => {
  it("shows a farmer the farm pincode's weather, then any pincode they type", async () => {
    const farmer = await signUpAs('farmer', 'ramesh@example.com');
    await farmer.close();
    const { context, page } = await newPage(browser);
    await logInThroughUi(page, 'farmer', 'ramesh@example.com');

    // 09:30 IST on Saturday 10/01/2026, so the tiles do not depend on the hour the test runs at.
    weather.setClock(Date.parse('2026-01-10T04:00:00Z'));
    weather.next({ kind: 'hang', ms: 1500 });
    await page.goto('/weather');
    await eventually(() => page.getByText('Loading... Your Weather Report').count()).toBe(1);
    await eventually(() => page.getByRole('heading', { name: 'Latur Weather' }).count()).toBe(1);
    expect(await page.getByText('Loading... Your Weather Report').count()).toBe(0);
    expect(await page.getByLabel('Pincode').inputValue()).toBe('413512');
    expect(weather.requests.every((r) => r.query.get('zip') === '413512,IN')).toBe(true);

    const now = page.getByTestId('weather-now');
    const text = (await now.textContent()) ?? '';
    expect(text).toContain('Saturday 10/01/2026');
    expect(text).toContain('Wind: 14.8 km/h');
    expect(text).toContain('Humidity: 38%');
    expect(text).toContain('31.4°C');
    expect(text).toContain('Min 29.8°C · Max 32.6°C');
    expect(text).toContain('scattered clouds');
    expect(await now.locator('[role="img"][data-icon="03d"]').count()).toBe(1);

    const days = page.getByTestId('forecast-day');
    // Weekday, date, the light-rain icon ("10d") and the 06:00 UTC slot's 26°C.
    expect((await days.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual([
      'Saturday 10/01/2026 🌦️ 26°C',
      'Sunday 11/01/2026 🌦️ 26°C',
      'Monday 12/01/2026 🌦️ 26°C',
      'Tuesday 13/01/2026 🌦️ 26°C',
      'Wednesday 14/01/2026 🌦️ 26°C',
    ]);
    expect(await days.first().locator('[role="img"]').count()).toBe(1);

    const pin = page.getByLabel('Pincode');
    await pin.fill('999999');
    await page.getByRole('button', { name: 'Show weather' }).click();
    await eventually(() => page.getByTestId('weather-error').textContent()).toBe(
      'Error: Failed to fetch weather data: city not found. Verify your Pincode',
    );

    const asked = weather.requests.length;
    await pin.fill('12');
    await page.getByRole('button', { name: 'Show weather' }).click();
    await eventually(() => page.getByText('Pincode must be 6 digits long').count()).toBe(1);
    expect(weather.requests.length).toBe(asked);
    await context.close();
  });

  it("shows a buyer their first address's weather, and lets a visitor type a pincode", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/weather');
    await eventually(() => page.getByText('Type a 6-digit pincode to see its weather.').count()).toBe(1);
    expect(weather.requests).toHaveLength(0);
    await page.getByLabel('Pincode').fill('110001');
    await page.getByRole('button', { name: 'Show weather' }).click();
    await eventually(() => page.getByRole('heading', { name: 'New Delhi Weather' }).count()).toBe(1);
    await context.close();

    const buyer = await signUpAs('user', 'anita@example.com');
    await buyer.close();
    const second = await newPage(browser);
    await openSignedIn(second.page, 'anita@example.com', '/weather');
    await eventually(() => second.page.getByRole('heading', { name: 'New Delhi Weather' }).count()).toBe(1);
    expect(await second.page.getByLabel('Pincode').inputValue()).toBe('110001');
    await second.context.close();
  });
});
