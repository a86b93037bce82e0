import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@shared/error-codes';
import { en } from './en';
import { LANGUAGE_KEY as STORAGE_KEY } from './language-key';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'en' || saved === 'hi') return saved;
  } catch {
    // Storage can be blocked; English is the default.
  }
  return 'en';
}

// Hindi (strings and the error table) is a separate chunk, fetched only when
// Hindi is chosen; English, the default, ships with the app.
let hindiError: ((code: ErrorCode, params?: ErrorParams) => string) | undefined;
let hindi: Promise<void> | undefined;

/** Loaders of lazily loaded features' Hindi strings (registerLazyStrings). */
const hindiLoaders: (() => Promise<void>)[] = [];

function loadHindi(): Promise<void> {
  hindi ??= import('./hindi').then(async (m) => {
    i18n.addResourceBundle('hi', 'translation', m.hi, true, false);
    hindiError = m.hindiError;
    await Promise.all(hindiLoaders.map((load) => load()));
  });
  // A failed download (offline, not yet cached) may be retried on the next switch.
  hindi.catch(() => (hindi = undefined));
  return hindi;
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  // i18next otherwise prints an advertisement to the console (a phone's, and every test run's).
  showSupportNotice: false,
});

let wanted: Language = 'en';

async function switchTo(lang: Language): Promise<void> {
  wanted = lang;
  if (lang === 'hi') await loadHindi();
  // A later choice made while Hindi was downloading wins.
  if (wanted !== lang) return;
  await i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/**
 * Resolves once the saved language is ready, so a Hindi reader never sees English first.
 * `<html lang>` already names the reader's language (index.html's language script): setting
 * it to English here and back once Hindi had loaded restyled and laid out the whole painted
 * page twice on a Hindi phone (the browser picks fonts by it). Without Hindi, English it is.
 */
export const i18nReady: Promise<void> =
  initialLanguage() === 'hi'
    ? switchTo('hi').catch(() => {
        document.documentElement.lang = 'en';
      })
    : Promise.resolve();

export function setLanguage(lang: Language): void {
  // Offline without the Hindi chunk cached the switch fails; English stays.
  switchTo(lang).catch((error: unknown) => console.warn('language not loaded', error));
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered when storage is blocked; the switch still works now.
  }
}

/** The Hindi for an error code once the Hindi chunk is loaded (shared/error-text.ts uses it). */
export function hindiErrorText(code: ErrorCode, params?: ErrorParams): string | undefined {
  return hindiError?.(code, params);
}

export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/**
 * Registers a lazily loaded feature's own strings under `key`. Hindi must have
 * every key English has (checked by the type).
 */
export function registerStrings<T extends object>(key: string, en: T, hi: Strings<T>): void {
  i18n.addResourceBundle('en', 'translation', { [key]: en }, true, true);
  i18n.addResourceBundle('hi', 'translation', { [key]: hi }, true, true);
}

/**
 * Like registerStrings, with the Hindi in a chunk of its own that loads only
 * when Hindi is chosen. The strings module awaits the result at its top level,
 * so a screen shown in Hindi waits for its Hindi rather than flashing English.
 */
export function registerLazyStrings<T extends object>(
  key: string,
  en: T,
  loadHi: () => Promise<Strings<T>>,
): Promise<void> {
  i18n.addResourceBundle('en', 'translation', { [key]: en }, true, true);
  let loaded: Promise<void> | undefined;
  const load = () => {
    loaded ??= loadHi().then((hi) => {
      i18n.addResourceBundle('hi', 'translation', { [key]: hi }, true, true);
    });
    // A failed download (offline) may be retried by the next switch to Hindi.
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
  hindiLoaders.push(load);
  return wanted === 'hi' ? load().catch(() => undefined) : Promise.resolve();
}

export default i18n;
