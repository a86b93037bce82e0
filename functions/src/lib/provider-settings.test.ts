import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES } from '../shared/assistant';
import { WEATHER_MESSAGES } from '../shared/weather';
import { geminiSettings, requireKey, weatherSettings } from './provider-settings';

describe('provider settings', () => {
  it('default to the real services, the fast model and no key', () => {
    expect(geminiSettings({})).toEqual({ apiKey: '', baseUrl: undefined, model: 'gemini-2.5-flash', timeoutMs: 60_000 });
    expect(weatherSettings({})).toEqual({ apiKey: '', baseUrl: 'https://api.openweathermap.org', timeoutMs: 10_000 });
  });

  it('take the model, base URLs, keys and timeouts from the environment', () => {
    expect(
      geminiSettings({
        GEMINI_API_KEY: ' k1 ',
        GEMINI_BASE_URL: 'http://127.0.0.1:9911',
        GEMINI_MODEL: 'gemini-2.5-flash-lite',
        GEMINI_TIMEOUT_MS: '2500',
      }),
    ).toEqual({ apiKey: 'k1', baseUrl: 'http://127.0.0.1:9911', model: 'gemini-2.5-flash-lite', timeoutMs: 2500 });
    expect(
      weatherSettings({ WEATHER_API_KEY: 'k2', WEATHER_BASE_URL: 'http://127.0.0.1:9912/', WEATHER_TIMEOUT_MS: 'x' }),
    ).toEqual({ apiKey: 'k2', baseUrl: 'http://127.0.0.1:9912', timeoutMs: 10_000 });
  });

  it('treat a blank key as no key', () => {
    expect(geminiSettings({ GEMINI_API_KEY: '   ' }).apiKey).toBe('');
  });
});

describe('requireKey', () => {
  const refusal = (key: string, message: string) => {
    try {
      requireKey(key, message);
      return null;
    } catch (e) {
      return e;
    }
  };

  it('refuses with failed-precondition and the not-configured message when there is no key', () => {
    const assistant = refusal(geminiSettings({}).apiKey, ASSISTANT_MESSAGES.notConfigured);
    expect(assistant).toBeInstanceOf(HttpsError);
    expect((assistant as HttpsError).code).toBe('failed-precondition');
    expect((assistant as HttpsError).message).toBe(
      'The farming assistant is not configured yet. An administrator must set GEMINI_API_KEY.',
    );
    const weather = refusal(weatherSettings({}).apiKey, WEATHER_MESSAGES.notConfigured);
    expect((weather as HttpsError).code).toBe('failed-precondition');
    expect((weather as HttpsError).message).toBe(WEATHER_MESSAGES.notConfigured);
  });

  it('lets a call with a key through', () => {
    expect(refusal('a-key', ASSISTANT_MESSAGES.notConfigured)).toBeNull();
  });
});
