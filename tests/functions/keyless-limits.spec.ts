import type { CallableRequest } from 'firebase-functions/v2/https';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askAssistant } from '../../functions/src/assistant/ask-assistant';
import { getWeather } from '../../functions/src/weather/get-weather';
import { clearFirestore } from '../helpers/env';

// The real askAssistant and getWeather handlers, run in this process without
// their provider keys (the functions emulator always has stand-in keys), their
// rate-limit counters in the Firestore emulator (emulators:exec points the
// Admin SDK at it). An unconfigured feature must still be rate limited: the
// allowance is taken before the "not configured" answer.

const KEYS = ['GEMINI_API_KEY', 'WEATHER_API_KEY'] as const;
let saved: Record<string, string | undefined> = {};

beforeEach(async () => {
  saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
  for (const k of KEYS) delete process.env[k];
  await clearFirestore();
});
afterEach(() => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

/** A visitor's call as Google's front end delivers it: the client address is the last X-Forwarded-For entry. */
const visitor = (data: unknown, address: string) =>
  ({
    data,
    rawRequest: { headers: { 'x-forwarded-for': `10.9.9.9, ${address}` }, ip: '169.254.1.1' },
    acceptsStreaming: false,
  }) as unknown as CallableRequest;

async function failure(run: () => Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run();
  } catch (e) {
    return { code: (e as { code: string }).code, message: (e as Error).message };
  }
  throw new Error('expected a refusal');
}

describe('without provider keys', () => {
  it('askAssistant says it is not configured 10 times a minute per visitor, then rate-limits', async () => {
    const ask = (address: string) => askAssistant.run(visitor({ message: 'How to grow wheat?' }, address));
    for (let i = 0; i < 10; i++) {
      expect(await failure(() => ask('203.0.113.7'))).toEqual({
        code: 'failed-precondition',
        message: 'The farming assistant is not configured yet. An administrator must set GEMINI_API_KEY.',
      });
    }
    expect(await failure(() => ask('203.0.113.7'))).toEqual({
      code: 'resource-exhausted',
      message: 'Too many questions in a minute. Please wait a moment and try again.',
    });
    // Another address has its own allowance (the forged first entry is not the key).
    expect((await failure(() => ask('203.0.113.8'))).code).toBe('failed-precondition');
  });

  it('getWeather says it is not configured 30 times a minute per visitor, then rate-limits', async () => {
    const look = () => getWeather.run(visitor({ pincode: '413512' }, '198.51.100.4'));
    for (let i = 0; i < 30; i++) {
      expect((await failure(look)).message).toBe(
        'The weather service is not configured yet. An administrator must set WEATHER_API_KEY.',
      );
    }
    expect(await failure(look)).toEqual({
      code: 'resource-exhausted',
      message: 'Too many weather look-ups in a minute. Please wait a moment and try again.',
    });
  });

  it('bad input is still refused first, with its own message', async () => {
    const e = await failure(() => getWeather.run(visitor({ pincode: '12' }, '198.51.100.5')));
    expect(e).toEqual({ code: 'invalid-argument', message: 'Pincode must be 6 digits long' });
  });
});

describe('a burst from one caller', () => {
  /** Runs `call` and gives how long it took, and the refusal's code ('' when it was let through). */
  async function timed(call: () => Promise<unknown>): Promise<{ ms: number; code: string }> {
    const t = performance.now();
    const code = await call().then(
      () => '',
      (e: { code: string }) => e.code,
    );
    return { ms: performance.now() - t, code };
  }

  it('60 questions at once: 10 pass the limit, 50 are refused, none waits over 2 s, and another visitor is not held up', async () => {
    const ask = (address: string) => () => askAssistant.run(visitor({ message: 'How to grow wheat?' }, address));
    const burst = Array.from({ length: 60 }, () => timed(ask('203.0.113.20')));
    const other = timed(ask('203.0.113.21'));
    const results = await Promise.all(burst);
    const slowest = Math.max(...results.map((r) => r.ms));
    console.log(
      `burst of 60: slowest call ${slowest.toFixed(0)} ms; the other visitor ${(await other).ms.toFixed(0)} ms`,
    );
    // Without a key the assistant answers failed-precondition once the allowance is taken.
    expect(results.filter((r) => r.code === 'failed-precondition')).toHaveLength(10);
    expect(results.filter((r) => r.code === 'resource-exhausted')).toHaveLength(50);
    expect(slowest).toBeLessThan(2000);
    expect(await other).toEqual({ ms: expect.any(Number), code: 'failed-precondition' });
    expect((await other).ms).toBeLessThan(2000);
    // A call after the burst asks the shared counter again, and is still refused.
    expect((await timed(ask('203.0.113.20'))).code).toBe('resource-exhausted');
  });
});
