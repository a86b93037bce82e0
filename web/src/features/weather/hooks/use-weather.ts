import { WEATHER_SETUP_HELP, type WeatherReport } from '@shared/weather';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/notify';
import { useAppStore } from '@/shared/store';
import { fetchWeather, loadOwnPincode } from '../api/weather-api';

export interface WeatherFailure {
  message: string;
  /** No provider key on the server: the page explains how to set one. */
  notConfigured: boolean;
  /** The provider could not give this pincode's weather: the spec's 'Verify your Pincode' applies. */
  aboutPincode: boolean;
}

export type WeatherState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: WeatherReport }
  | { status: 'error'; error: WeatherFailure };

/** The pincode to show first: the farm's or the first address's; null for visitors. */
export function useOwnPincode(): { ready: boolean; pincode: string | null } {
  const status = useAppStore((s) => s.status);
  const uid = useAppStore((s) => s.uid);
  const role = useAppStore((s) => s.role);
  const key = status === 'signedIn' && uid && role ? `${role}/${uid}` : null;
  const [loaded, setLoaded] = useState<{ key: string; pincode: string | null } | null>(null);
  useEffect(() => {
    if (!key || !uid || !role) return;
    let live = true;
    loadOwnPincode(uid, role)
      .catch((e: unknown) => {
        console.error(e);
        return null;
      })
      .then((pincode) => live && setLoaded({ key, pincode }));
    return () => {
      live = false;
    };
  }, [key, uid, role]);
  if (status === 'loading') return { ready: false, pincode: null };
  if (!key) return { ready: true, pincode: null };
  return loaded?.key === key ? { ready: true, pincode: loaded.pincode } : { ready: false, pincode: null };
}

// The refusals (by stable code) that the spec words 'Failed to fetch …': about the place asked for.
const FETCH_FAILED = new Set([
  'weather/city-not-found',
  'weather/weather-unavailable',
  'weather/forecast-unavailable',
  'weather/timed-out',
]);

/** The weather report for `pincode` (null: nothing asked yet). */
export function useWeather(pincode: string | null): WeatherState {
  const lang = useTranslation().i18n.language === 'hi' ? 'hi' : 'en';
  const key = pincode ? `${pincode}/${lang}` : null;
  const [state, setState] = useState<{ key: string | null; value: WeatherState }>({
    key: null,
    value: { status: 'idle' },
  });
  useEffect(() => {
    if (!pincode || !key) return;
    let live = true;
    fetchWeather(pincode, lang).then(
      (data) => live && setState({ key, value: { status: 'ready', data } }),
      (e: unknown) => {
        console.error(e);
        const { code, details } = e as { code?: string; details?: { code?: unknown } };
        if (code === 'functions/failed-precondition') console.warn(WEATHER_SETUP_HELP);
        const error = {
          message: errorMessage(e),
          notConfigured: code === 'functions/failed-precondition',
          // The spec's 'Failed to fetch …' failures; "busy" or "offline" are not the pincode's fault.
          aboutPincode: FETCH_FAILED.has(String(details?.code)),
        };
        if (live) setState({ key, value: { status: 'error', error } });
      },
    );
    return () => {
      live = false;
    };
  }, [pincode, lang, key]);
  if (!pincode) return { status: 'idle' };
  return state.key === key ? state.value : { status: 'loading' };
}
