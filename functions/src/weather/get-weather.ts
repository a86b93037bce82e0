import { Timestamp } from 'firebase-admin/firestore';
import { bindSecrets, CALLABLE, RUN, WEATHER_API_KEY } from '../config';
import { callable } from '../lib/callable';
import { db } from '../lib/admin';
import { parse } from '../lib/guard';
import { requireKey, weatherSettings } from '../lib/provider-settings';
import { callerKey, takeSlot } from '../lib/rate-limit';
import { WEATHER_LIMITS, type WeatherReport } from '../shared/weather';
import { getWeatherSchema } from '../shared/weather-schema';
import { fetchReport } from './open-weather';

/**
 * Weather for a pincode, through the server so the provider key never reaches
 * the browser. Each pincode is fetched at most once per 10 minutes; the cache
 * (weatherCache/{pincode} or {pincode}-hi) is for functions only.
 */
export const getWeather = callable(
  { ...CALLABLE, ...RUN.provider, secrets: bindSecrets(WEATHER_API_KEY) },
  async (req): Promise<WeatherReport> => {
    const { pincode, lang } = parse(getWeatherSchema, req.data);
    // The allowance before the configuration check, as in askAssistant.
    await takeSlot('weather', callerKey(req), WEATHER_LIMITS.perMinute, 'weather/rate-limited');
    const settings = weatherSettings();
    requireKey(settings.apiKey, 'weather/not-configured');

    // One entry per pincode and language: the descriptions come in the asked language.
    const ref = db.collection('weatherCache').doc(lang === 'en' ? pincode : `${pincode}-${lang}`);
    const cached = await ref.get();
    const fetchedAt = cached.get('report.fetchedAt') as number | undefined;
    if (fetchedAt !== undefined && Date.now() - fetchedAt < WEATHER_LIMITS.cacheMs) {
      return cached.get('report') as WeatherReport;
    }
    const report = await fetchReport(settings, pincode, lang);
    // expiresAt lets a Firestore TTL policy delete stale entries.
    await ref.set({ report, expiresAt: Timestamp.fromMillis(report.fetchedAt + WEATHER_LIMITS.cacheMs) });
    return report;
  },
);
