import { doc, getDoc } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WeatherReport } from '../../functions/src/shared/weather';
import { newClient, signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore, FIRESTORE_REST, messageOf, PROJECT_ID } from '../helpers/env';
import { startWeather, type WeatherStandIn } from '../helpers/stand-ins';

// getWeather against a local OpenWeatherMap stand-in: the function's real fetch
// code calls it with the provider's query format and reads its real bodies.

let weather: WeatherStandIn;
const open: Client[] = [];
const track = (c: Client) => (open.push(c), c);

async function failure(run: () => Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run();
  } catch (e) {
    return { code: (e as { code: string }).code, message: messageOf(e) };
  }
  throw new Error('expected the call to fail');
}

/** Moves a cached report's fetch time back, as the Admin SDK would (the emulator's "owner" bypasses rules). */
async function ageCache(pincode: string, ms: number) {
  const url =
    `${FIRESTORE_REST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/weatherCache/${pincode}` +
    '?updateMask.fieldPaths=report.fetchedAt';
  const res = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      fields: { report: { mapValue: { fields: { fetchedAt: { integerValue: String(Date.now() - ms) } } } } },
    }),
  });
  if (!res.ok) throw new Error(`ageing the cache failed: ${res.status} ${await res.text()}`);
}

beforeAll(async () => {
  weather = await startWeather();
});
afterAll(async () => {
  await weather?.close();
});
beforeEach(async () => {
  weather.reset();
  await Promise.all([clearFirestore(), clearAuth()]);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
});

describe('getWeather', () => {
  it('gives a visitor the current weather and one tile a day at the slot nearest 12:00 IST', async () => {
    // 04:00 UTC is 09:30 IST on Saturday 10/01/2026: the first slot is 06:00 UTC (11:30 IST) today.
    weather.setClock(Date.parse('2026-01-10T04:00:00Z'));
    const visitor = track(newClient());
    const report = await visitor.call<WeatherReport>('getWeather', { pincode: '413512' });

    const paths = weather.requests.map((r) => r.path).sort();
    expect(paths).toEqual(['/data/2.5/forecast', '/data/2.5/weather']);
    for (const r of weather.requests) {
      expect(r.query.get('zip')).toBe('413512,IN');
      expect(r.query.get('units')).toBe('metric');
      expect(r.query.get('appid')).toBeTruthy();
    }

    expect(report.pincode).toBe('413512');
    expect(report.place).toBe('Latur');
    expect(report.now).toMatchObject({
      at: Date.parse('2026-01-10T04:00:00Z'),
      tempC: 31.4,
      minC: 29.8,
      maxC: 32.6,
      humidity: 38,
      windKmh: 14.8, // 4.12 m/s
      description: 'scattered clouds',
      icon: '03d',
    });
    // 06:00 UTC is 11:30 IST; the old app took 12:00 UTC (17:30 IST). The 40 slots
    // end at 03:00 UTC on the 15th, 3.5 hours from that day's noon: no tile.
    expect(report.days.map((d) => new Date(d.at).toISOString())).toEqual([
      '2026-01-10T06:00:00.000Z',
      '2026-01-11T06:00:00.000Z',
      '2026-01-12T06:00:00.000Z',
      '2026-01-13T06:00:00.000Z',
      '2026-01-14T06:00:00.000Z',
    ]);
    expect(report.days.map((d) => d.tempC)).toEqual([26, 26, 26, 26, 26]);
  });

  it("past 11:30 IST keeps today's tile at the nearest slot left, within 3 hours of noon", async () => {
    // 07:00 UTC is 12:30 IST: today's first slot is 09:00 UTC (14:30 IST), 2.5 hours
    // from noon, so today keeps a tile; the 40 slots then reach 06:00 UTC on the 15th.
    weather.setClock(Date.parse('2026-01-10T07:00:00Z'));
    const visitor = track(newClient());
    const report = await visitor.call<WeatherReport>('getWeather', { pincode: '413512' });
    expect(report.days.map((d) => new Date(d.at).toISOString())).toEqual([
      '2026-01-10T09:00:00.000Z',
      '2026-01-11T06:00:00.000Z',
      '2026-01-12T06:00:00.000Z',
      '2026-01-13T06:00:00.000Z',
      '2026-01-14T06:00:00.000Z',
      '2026-01-15T06:00:00.000Z',
    ]);
    expect(report.days.map((d) => d.tempC)).toEqual([29, 26, 26, 26, 26, 26]);

    // 10:00 UTC (15:30 IST): the first slot, 12:00 UTC, is 5.5 hours past noon; no tile today.
    weather.setClock(Date.parse('2026-01-10T10:00:00Z'));
    const later = await visitor.call<WeatherReport>('getWeather', { pincode: '110001' });
    expect(later.days.map((d) => new Date(d.at).toISOString())).toEqual([
      '2026-01-11T06:00:00.000Z',
      '2026-01-12T06:00:00.000Z',
      '2026-01-13T06:00:00.000Z',
      '2026-01-14T06:00:00.000Z',
      '2026-01-15T06:00:00.000Z',
    ]);
  });

  it('answers a second ask within 10 minutes from the cache, without calling the provider', async () => {
    const farmer = track(await signUpAs('farmer', 'ramesh@example.com'));
    const first = await farmer.call<WeatherReport>('getWeather', { pincode: '413512' });
    expect(weather.requests).toHaveLength(2);

    const visitor = track(newClient());
    const second = await visitor.call<WeatherReport>('getWeather', { pincode: 413512 });
    expect(second).toEqual(first);
    expect(weather.requests).toHaveLength(2);

    // The cache is for functions only.
    const read = await failure(() => getDoc(doc(farmer.db, 'weatherCache', '413512')));
    expect(read.code).toBe('permission-denied');

    // Older than 10 minutes: asked again.
    await ageCache('413512', 10 * 60 * 1000 + 1000);
    const third = await visitor.call<WeatherReport>('getWeather', { pincode: '413512' });
    expect(weather.requests).toHaveLength(4);
    expect(third.fetchedAt).toBeGreaterThan(first.fetchedAt);
  });

  it('asks the provider for Hindi descriptions when asked in Hindi, cached apart from English', async () => {
    const visitor = track(newClient());
    await visitor.call<WeatherReport>('getWeather', { pincode: '413512', lang: 'en' });
    expect(weather.requests.every((r) => !r.query.has('lang'))).toBe(true);
    await visitor.call<WeatherReport>('getWeather', { pincode: '413512', lang: 'hi' });
    expect(weather.requests).toHaveLength(4);
    expect(weather.requests.slice(2).map((r) => r.query.get('lang'))).toEqual(['hi', 'hi']);
    await visitor.call<WeatherReport>('getWeather', { pincode: '413512', lang: 'hi' });
    expect(weather.requests).toHaveLength(4);
    const bad = await failure(() => visitor.call('getWeather', { pincode: '413512', lang: 'fr' }));
    expect(bad.code).toBe('functions/invalid-argument');
  });

  it('says an unknown pincode was not found (provider 404 city not found)', async () => {
    const visitor = track(newClient());
    const e = await failure(() => visitor.call('getWeather', { pincode: '999999' }));
    expect(e).toEqual({ code: 'functions/not-found', message: 'Failed to fetch weather data: city not found' });
    expect(weather.requests.length).toBeGreaterThan(0);
  });

  it('refuses a malformed pincode with the spec message, before calling the provider', async () => {
    const visitor = track(newClient());
    expect(await failure(() => visitor.call('getWeather', { pincode: '4135' }))).toEqual({
      code: 'functions/invalid-argument',
      message: 'Pincode must be 6 digits long',
    });
    expect(await failure(() => visitor.call('getWeather', { pincode: '41a512' }))).toEqual({
      code: 'functions/invalid-argument',
      message: 'Invalid pincode',
    });
    expect(weather.requests).toHaveLength(0);
  });

  it('turns provider failures and timeouts into clear messages and caches nothing', async () => {
    const visitor = track(newClient());
    const ask = () => visitor.call('getWeather', { pincode: '110001' });
    const broken = { kind: 'status', status: 502, body: { cod: 502, message: 'Bad gateway' } } as const;

    weather.next(broken);
    weather.next(broken);
    expect(await failure(ask)).toEqual({
      code: 'functions/unavailable',
      message: 'Failed to fetch weather data: the weather service is unavailable',
    });

    const refusedKey = {
      cod: 401,
      message: 'Invalid API key. Please see https://openweathermap.org/faq#error401 for more info.',
    };
    weather.next({ kind: 'status', status: 401, body: refusedKey });
    weather.next({ kind: 'status', status: 401, body: refusedKey });
    expect(await failure(ask)).toEqual({
      code: 'functions/failed-precondition',
      message: 'The weather service is not configured correctly: the provider refused its WEATHER_API_KEY.',
    });

    weather.next({ kind: 'hang', ms: 20_000 });
    weather.next({ kind: 'hang', ms: 20_000 });
    const started = Date.now();
    expect(await failure(ask)).toEqual({
      code: 'functions/deadline-exceeded',
      message: 'Failed to fetch weather data: the weather service took too long to answer',
    });
    expect(Date.now() - started).toBeLessThan(15_000); // WEATHER_TIMEOUT_MS is 3 s here

    // Nothing failed was cached: the next ask reaches the provider and succeeds.
    const before = weather.requests.length;
    const report = await visitor.call<WeatherReport>('getWeather', { pincode: '110001' });
    expect(report.place).toBe('New Delhi');
    expect(weather.requests.length).toBe(before + 2);
  });
});
