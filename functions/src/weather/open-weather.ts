import { logger } from 'firebase-functions';
import { z } from 'zod';
import type { WeatherSettings } from '../lib/provider-settings';
import { dailyNearIstNoon, kmh, type WeatherReport } from '../shared/weather';
import { refusal } from '../lib/refusal';

// The OpenWeatherMap 2.5 API (current weather and 5-day / 3-hour forecast), as
// the old app called it: zip={pincode},IN with metric units.

const condition = z.object({ description: z.string(), icon: z.string() });
const currentSchema = z.object({
  dt: z.number(),
  name: z.string(),
  main: z.object({ temp: z.number(), temp_min: z.number(), temp_max: z.number(), humidity: z.number() }),
  wind: z.object({ speed: z.number() }),
  weather: z.array(condition).min(1),
});
const forecastSchema = z.object({
  list: z.array(z.object({ dt: z.number(), main: z.object({ temp: z.number() }), weather: z.array(condition).min(1) })),
  city: z.object({ name: z.string() }).partial().optional(),
});

type Which = 'weather' | 'forecast';
const round1 = (n: number) => Math.round(n * 10) / 10;

async function getJson(s: WeatherSettings, which: Which, pincode: string, lang: 'en' | 'hi'): Promise<unknown> {
  const url = new URL(`${s.baseUrl}/data/2.5/${which}`);
  url.searchParams.set('zip', `${pincode},IN`);
  url.searchParams.set('units', 'metric');
  url.searchParams.set('appid', s.apiKey);
  // The provider translates its descriptions ("छितरे हुए बादल") for Hindi readers.
  if (lang !== 'en') url.searchParams.set('lang', lang);
  const unavailable = which === 'weather' ? 'weather/weather-unavailable' : 'weather/forecast-unavailable';
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(s.timeoutMs) });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      logger.warn('weather provider timed out', { which });
      throw refusal('deadline-exceeded', 'weather/timed-out');
    }
    logger.error('weather provider unreachable', { which, error: String(error) });
    throw refusal('unavailable', unavailable);
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return body;
  // The key is in the URL, so log only the status and the provider's message.
  logger.warn('weather provider refused', {
    which,
    status: res.status,
    detail: (body as { message?: unknown })?.message,
  });
  if (res.status === 404) throw refusal('not-found', 'weather/city-not-found');
  if (res.status === 401) throw refusal('failed-precondition', 'weather/key-refused');
  if (res.status === 429) throw refusal('resource-exhausted', 'weather/busy');
  throw refusal('unavailable', unavailable);
}

function read<S extends z.ZodType>(schema: S, body: unknown, which: Which): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  logger.error('weather provider sent an unexpected body', { which, issue: parsed.error.issues[0] });
  throw refusal('unavailable', which === 'weather' ? 'weather/weather-unavailable' : 'weather/forecast-unavailable');
}

/** Current weather and one forecast tile per day (nearest 12:00 IST) for a pincode. */
export async function fetchReport(
  s: WeatherSettings,
  pincode: string,
  lang: 'en' | 'hi' = 'en',
): Promise<WeatherReport> {
  // Both at once; if both fail, the current weather's error is the one to show.
  const [current, forecast] = await Promise.allSettled([
    getJson(s, 'weather', pincode, lang),
    getJson(s, 'forecast', pincode, lang),
  ]);
  if (current.status === 'rejected') throw current.reason;
  if (forecast.status === 'rejected') throw forecast.reason;
  const now = read(currentSchema, current.value, 'weather');
  const list = read(forecastSchema, forecast.value, 'forecast').list.map((e) => ({
    at: e.dt * 1000,
    tempC: round1(e.main.temp),
    description: e.weather[0].description,
    icon: e.weather[0].icon,
  }));
  return {
    pincode,
    place: now.name,
    now: {
      at: now.dt * 1000,
      tempC: round1(now.main.temp),
      minC: round1(now.main.temp_min),
      maxC: round1(now.main.temp_max),
      humidity: now.main.humidity,
      windKmh: kmh(now.wind.speed),
      description: now.weather[0].description,
      icon: now.weather[0].icon,
    },
    days: dailyNearIstNoon(list),
    fetchedAt: Date.now(),
  };
}
