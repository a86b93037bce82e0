import type { PushPayload } from '@shared/push';

// What the service worker makes of a push (web/src/sw.ts). Pure, with no DOM
// and no i18next, so the worker can bundle it and vitest can run it.

/** Longest app path a notification may carry (the real ones are under 60 characters). */
const PATH_MAX = 512;

/**
 * The path of this app that `url` names, or null. Only a same-origin path
 * ('/OrderMessage?order=ID') passes: never an absolute URL, '//host' or
 * '/\host' (which browsers read as another host), whatever a payload holds.
 * The URL parser drops tabs and newlines, so the check is made on what it
 * parsed, not on the text.
 */
export function appPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url.length > PATH_MAX || !url.startsWith('/')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Shown when a push's body cannot be read: a push must always show something. */
const FALLBACK = {
  en: { title: 'Krishi Haat', body: 'There is news about your orders. Tap to see it.' },
  hi: { title: 'कृषि हाट', body: 'आपके ऑर्डर की नई ख़बर है। देखने के लिए छुएँ।' },
} as const;
const FALLBACK_TAG = 'kh-updates';
const FALLBACK_PATH = '/notifications';

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;

/**
 * The notification to show for a push's body (JSON, `PushPayload`). Whatever is
 * missing or malformed takes a plain default (a browser shows its own "this
 * site has been updated" when a push shows nothing), and the path is always
 * one of this app's (`appPath`).
 */
export function readPushPayload(body: string | null, origin: string): PushPayload {
  let data: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    const parsed: unknown = body ? JSON.parse(body) : null;
    if (parsed && typeof parsed === 'object') data = parsed as typeof data;
  } catch {
    // Not JSON: the defaults below.
  }
  const lang = data.lang === 'hi' ? 'hi' : 'en';
  return {
    title: text(data.title, 200) ?? FALLBACK[lang].title,
    body: text(data.body, 1000) ?? FALLBACK[lang].body,
    // `renotify` needs a tag; it also keeps one notification per kind of news.
    tag: text(data.tag, 64) ?? FALLBACK_TAG,
    url: appPath(data.url, origin) ?? FALLBACK_PATH,
    lang,
  };
}
