import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Names = Readonly<Record<string, string>>;

// The Hindi names of ~800 states and districts are a chunk of their own, loaded
// by the screens with place pickers only (not by the first download).
let loading: Promise<Names> | undefined;
let loaded: Names | undefined;
function loadHindiNames(): Promise<Names> {
  loading ??= import('@shared/india-data-hi').then((m) => (loaded = m.PLACE_NAMES_HI));
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The Hindi names, loaded ahead of a screen's first render (a Hindi reader's market): the
 * screen then draws them at once, instead of drawing English names and every card again.
 * Never rejects.
 */
export function preloadHindiNames(): Promise<void> {
  return loadHindiNames().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Place names as the reader sees them: the stored (English) name, or its Hindi
 * name when Hindi is chosen. `hindiNames` lets a picker's search match either
 * script in both languages once loaded. `enabled` false defers the download
 * (e.g. until a filter panel opens).
 */
export function usePlaceNames(enabled = true): { label: (name: string) => string; hindiNames: Names | undefined } {
  const { i18n } = useTranslation();
  const [hindiNames, setHindiNames] = useState<Names | undefined>(() => (enabled ? loaded : undefined));
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadHindiNames().then(
      (names) => live && setHindiNames(names),
      (error: unknown) => console.warn('Hindi place names not loaded', error),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  const hindi = i18n.language === 'hi';
  // The same function until the language or the names change: a memoised list item given it keeps.
  const label = useCallback((name: string) => (hindi && hindiNames?.[name]) || name, [hindi, hindiNames]);
  return { label, hindiNames };
}

/** A place name in the reader's language (the Hindi names load only once Hindi is chosen). */
export function usePlaceLabel(): (name: string) => string {
  const { i18n } = useTranslation();
  return usePlaceNames(i18n.language === 'hi').label;
}
