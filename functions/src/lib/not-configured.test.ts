import type { CallableRequest } from 'firebase-functions/v2/https';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askAssistant } from '../assistant/ask-assistant';
import { getWeather } from '../weather/get-weather';

// The real handlers, run without their provider keys: they must refuse with the
// not-configured message before touching Firestore or any provider (the
// emulator runs always have keys, so this is where the keyless path is checked).

const KEYS = ['GEMINI_API_KEY', 'WEATHER_API_KEY'] as const;
let saved: Record<string, string | undefined> = {};

beforeEach(() => {
  saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
  for (const k of KEYS) delete process.env[k];
});
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

const request = (data: unknown) =>
  ({ data, rawRequest: { headers: {}, ip: '127.0.0.1' }, acceptsStreaming: false }) as unknown as CallableRequest;

async function failure(run: () => Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run();
  } catch (e) {
    return e as { code: string; message: string };
  }
  throw new Error('expected a refusal');
}

describe('without provider keys', () => {
  it('askAssistant says the assistant is not configured', async () => {
    const e = await failure(() => askAssistant.run(request({ history: [], message: 'How to grow wheat?' })));
    expect(e.code).toBe('failed-precondition');
    expect(e.message).toBe('The farming assistant is not configured yet. An administrator must set GEMINI_API_KEY.');
  });

  it('getWeather says the weather service is not configured', async () => {
    const e = await failure(() => getWeather.run(request({ pincode: '413512' })));
    expect(e.code).toBe('failed-precondition');
    expect(e.message).toBe('The weather service is not configured yet. An administrator must set WEATHER_API_KEY.');
  });

  it('bad input is still refused first, with its own message', async () => {
    const e = await failure(() => getWeather.run(request({ pincode: '12' })));
    expect(e.code).toBe('invalid-argument');
    expect(e.message).toBe('Pincode must be 6 digits long');
  });
});
