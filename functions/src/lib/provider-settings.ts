import type { ErrorCode } from '../shared/error-codes';
import { refusal } from './refusal';

// Where the third-party services are and how long to wait for them, read from
// the environment on each call. Tests point the base URLs at local stand-ins that
// speak the providers' formats; left unset, the real services are used.

type Env = Record<string, string | undefined>;

export interface GeminiSettings {
  apiKey: string;
  /** Unset means Google's own endpoint. */
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
}

export interface WeatherSettings {
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

export interface MandiSettings {
  /** The data.gov.in API key; empty means the mandi feature is off (no prices, no hint). */
  apiKey: string;
  baseUrl: string;
  timeoutMs: number;
}

const positive = (raw: string | undefined, fallback: number) => {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const text = (raw: string | undefined) => (raw ?? '').trim();

export function geminiSettings(env: Env = process.env): GeminiSettings {
  return {
    apiKey: text(env.GEMINI_API_KEY),
    baseUrl: text(env.GEMINI_BASE_URL) || undefined,
    // A fast-tier model, as the old app used; changeable without a code change.
    model: text(env.GEMINI_MODEL) || 'gemini-2.5-flash',
    timeoutMs: positive(env.GEMINI_TIMEOUT_MS, 60_000),
  };
}

export function weatherSettings(env: Env = process.env): WeatherSettings {
  return {
    apiKey: text(env.WEATHER_API_KEY),
    baseUrl: (text(env.WEATHER_BASE_URL) || 'https://api.openweathermap.org').replace(/\/+$/, ''),
    timeoutMs: positive(env.WEATHER_TIMEOUT_MS, 10_000),
  };
}

export function mandiSettings(env: Env = process.env): MandiSettings {
  return {
    apiKey: text(env.MANDI_API_KEY),
    baseUrl: (text(env.MANDI_BASE_URL) || 'https://api.data.gov.in').replace(/\/+$/, ''),
    // data.gov.in is slow to answer a page of 1000 records; 20 s is generous.
    timeoutMs: positive(env.MANDI_TIMEOUT_MS, 20_000),
  };
}

/** Without a key the feature says so plainly instead of failing somewhere deeper. */
export function requireKey(apiKey: string, notConfigured: ErrorCode): void {
  if (!apiKey) throw refusal('failed-precondition', notConfigured);
}
