// Weather by pincode: the getWeather function's answer, its messages, and the
// pure rules that turn the provider's 3-hourly forecast into one tile a day.
// No zod here (see weather-schema.ts), so the messages are cheap to import.

export const WEATHER_LIMITS = {
  /** A pincode's weather is fetched from the provider at most once per this time. */
  cacheMs: 10 * 60 * 1000,
  /** Weather look-ups per person (or per address for visitors) per minute. */
  perMinute: 30,
  /** A daily tile is the entry nearest local noon, if within this distance. */
  noonWindowMs: 3 * 60 * 60 * 1000,
} as const;

export const WEATHER_MESSAGES = {
  cityNotFound: 'Failed to fetch weather data: city not found',
  weatherUnavailable: 'Failed to fetch weather data: the weather service is unavailable',
  forecastUnavailable: 'Failed to fetch forecast data: the weather service is unavailable',
  timedOut: 'Failed to fetch weather data: the weather service took too long to answer',
  busy: 'The weather service is busy. Please try again in a minute.',
  rateLimited: 'Too many weather look-ups in a minute. Please wait a moment and try again.',
  notConfigured: 'The weather service is not configured yet. An administrator must set WEATHER_API_KEY.',
  keyRefused: 'The weather service is not configured correctly: the provider refused its WEATHER_API_KEY.',
} as const;

/**
 * For a developer (the browser console), never shown to the person: how to give
 * the functions a working OpenWeatherMap key (README, "Real keys").
 */
export const WEATHER_SETUP_HELP =
  'The weather service has no working OpenWeatherMap API key. Local emulator: put WEATHER_API_KEY=your-key in functions/.env.local and restart; deployed app: run "firebase functions:secrets:set WEATHER_API_KEY" and deploy again (README, "Real keys").';

/** The getWeather callable's input; checked by getWeatherSchema (weather-schema.ts). */
export interface GetWeatherInput {
  pincode: string;
  /** The language of the provider's descriptions ("scattered clouds" / Hindi); English if absent. */
  lang?: 'en' | 'hi';
}

export interface WeatherNow {
  /** Observation time, ms since epoch. */
  at: number;
  tempC: number;
  minC: number;
  maxC: number;
  humidity: number;
  windKmh: number;
  description: string;
  /** The provider's icon code, e.g. "01d"; shown with a local icon set. */
  icon: string;
}

export interface WeatherDay {
  at: number;
  tempC: number;
  description: string;
  icon: string;
}

export interface WeatherReport {
  pincode: string;
  place: string;
  now: WeatherNow;
  days: WeatherDay[];
  /** When the provider was asked, ms since epoch (cached answers keep the first time). */
  fetchedAt: number;
}

/** The provider gives wind in m/s with metric units; people read km/h. */
export function kmh(metresPerSecond: number): number {
  return Math.round(metresPerSecond * 3.6 * 10) / 10;
}

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Noon in India (12:00 Asia/Kolkata, which has no daylight saving) on the IST day holding `ms`. */
export function istNoonOf(ms: number): number {
  const istDayStart = Math.floor((ms + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  return istDayStart + DAY_MS / 2;
}

/**
 * One forecast entry per day: for each IST calendar day, the entry nearest to
 * 12:00 IST (ties go to the earlier entry). Days with no entry within
 * `windowMs` of noon (a partial first or last day) are left out. The old app
 * kept the "12:00:00" entries, which are 12:00 UTC = 17:30 IST.
 * `at` is ms since epoch; the result is in time order.
 */
export function dailyNearIstNoon<T extends { at: number }>(
  entries: readonly T[],
  windowMs: number = WEATHER_LIMITS.noonWindowMs,
): T[] {
  const best = new Map<number, T>();
  for (const entry of entries) {
    const noon = istNoonOf(entry.at);
    const distance = Math.abs(entry.at - noon);
    if (distance > windowMs) continue;
    const current = best.get(noon);
    if (!current) {
      best.set(noon, entry);
      continue;
    }
    const currentDistance = Math.abs(current.at - noon);
    if (distance < currentDistance || (distance === currentDistance && entry.at < current.at)) {
      best.set(noon, entry);
    }
  }
  return [...best.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
}
