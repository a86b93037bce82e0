import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { hi } from './hi';
import { HI_MESSAGES } from './messages-hi';
import { orderMessageHi } from './messages-hi-orders';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'kh.lang';

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'en' || saved === 'hi') return saved;
  } catch {
    // Storage can be blocked; English is the default.
  }
  return 'en';
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, hi: { translation: hi } },
  lng: initialLanguage(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
});

document.documentElement.lang = i18n.language;

export function setLanguage(lang: Language): void {
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembered when storage is blocked; the switch still works now.
  }
}

/**
 * Messages that come as English text from the shared domain code or a
 * function's HttpsError; shown in Hindi when Hindi is chosen.
 */
export function translateMessage(message: string): string {
  if (i18n.language !== 'hi') return message;
  return HI_MESSAGES[message] ?? orderMessageHi(message) ?? message;
}

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/**
 * Registers a lazily loaded feature's own strings under `key`. Hindi must have
 * every key English has (checked by the type).
 */
export function registerStrings<T extends object>(key: string, en: T, hi: Strings<T>): void {
  i18n.addResourceBundle('en', 'translation', { [key]: en }, true, true);
  i18n.addResourceBundle('hi', 'translation', { [key]: hi }, true, true);
}

export default i18n;
