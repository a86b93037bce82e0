import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../shared/error-codes';
import { geminiSettings, mandiSettings, requireKey, weatherSettings } from './provider-settings';

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

  it('read the mandi price source: data.gov.in and 20 s unless the environment says otherwise', () => {
    expect(mandiSettings({})).toEqual({ apiKey: '', baseUrl: 'https://api.data.gov.in', timeoutMs: 20_000 });
    expect(
      mandiSettings({ MANDI_API_KEY: ' k3 ', MANDI_BASE_URL: 'http://127.0.0.1:9913/', MANDI_TIMEOUT_MS: '3000' }),
    ).toEqual({ apiKey: 'k3', baseUrl: 'http://127.0.0.1:9913', timeoutMs: 3000 });
  });
});

describe('requireKey', () => {
  const refusal = (key: string, code: ErrorCode) => {
    try {
      requireKey(key, code);
      return null;
    } catch (e) {
      return e;
    }
  };

  it('refuses with failed-precondition and the not-configured message when there is no key', () => {
    const assistant = refusal(geminiSettings({}).apiKey, 'assistant/not-configured');
    expect(assistant).toBeInstanceOf(HttpsError);
    expect((assistant as HttpsError).code).toBe('failed-precondition');
    expect((assistant as HttpsError).message).toBe(
      'The farming assistant is not configured yet. An administrator must set GEMINI_API_KEY.',
    );
    expect((assistant as HttpsError).details).toEqual({ code: 'assistant/not-configured' });
    const weather = refusal(weatherSettings({}).apiKey, 'weather/not-configured');
    expect((weather as HttpsError).code).toBe('failed-precondition');
    expect((weather as HttpsError).message).toBe(
      'The weather service is not configured yet. An administrator must set WEATHER_API_KEY.',
    );
    expect((weather as HttpsError).details).toEqual({ code: 'weather/not-configured' });
  });

  it('lets a call with a key through', () => {
    expect(refusal('a-key', 'assistant/not-configured')).toBeNull();
  });
});
