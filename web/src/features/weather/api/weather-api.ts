import type { Role } from '@shared/roles';
import type { GetWeatherInput, WeatherReport } from '@shared/weather';
import { callable } from '@/shared/firebase/functions';

const getWeather = callable<GetWeatherInput, WeatherReport>('getWeather');

/** The report with the provider's descriptions in `lang`. */
export function fetchWeather(pincode: string, lang: 'en' | 'hi'): Promise<WeatherReport> {
  return getWeather({ pincode, lang });
}

/**
 * The signed-in person's own pincode: a farmer's farm, a buyer's first address.
 * Firestore is loaded only here, so a visitor's weather page never downloads it.
 */
export async function loadOwnPincode(uid: string, role: Role): Promise<string | null> {
  const [{ doc, getDoc }, { db }] = await Promise.all([
    import('firebase/firestore'),
    import('@/shared/firebase/firestore'),
  ]);
  const snap = await getDoc(doc(db, role === 'farmer' ? 'farmers' : 'users', uid));
  if (!snap.exists()) return null;
  const pincode: unknown =
    role === 'farmer'
      ? snap.get('farmLocation.pincode')
      : (snap.get('addresses') as { pincode?: unknown }[])?.[0]?.pincode;
  return typeof pincode === 'number' || typeof pincode === 'string' ? String(pincode) : null;
}
