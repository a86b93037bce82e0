import type { Role } from '@shared/roles';
import type { GetWeatherInput, WeatherReport } from '@shared/weather';
import { queriesOf } from '@/shared/firebase/data-client';
import { callable } from '@/shared/firebase/functions';
import type { weatherQueries } from './weather-queries';

const getWeather = callable<GetWeatherInput, WeatherReport>('getWeather');

/** The report with the provider's descriptions in `lang`. */
export function fetchWeather(pincode: string, lang: 'en' | 'hi'): Promise<WeatherReport> {
  return getWeather({ pincode, lang });
}

const q = queriesOf<typeof weatherQueries>();

/**
 * The signed-in person's own pincode: a farmer's farm, a buyer's first address.
 * Read in the data worker, which starts on its first query, so a visitor's
 * weather page (which never asks) does not start Firestore at all.
 */
export function loadOwnPincode(uid: string, role: Role): Promise<string | null> {
  return q.once('weather.ownPincode', { uid, role });
}
