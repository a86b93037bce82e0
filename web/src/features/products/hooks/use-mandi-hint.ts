import type { MandiQuote } from '@shared/mandi';
import { useEffect, useState } from 'react';
import { mandiQuoteOf } from '@/shared/mandi-quote';

export type MandiHintState =
  | { status: 'idle'; data: null; error: null }
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: MandiQuote | null; error: null }
  | { status: 'error'; data: null; error: unknown };

const IDLE = { status: 'idle', data: null, error: null } as const;
const LOADING = { status: 'loading', data: null, error: null } as const;
// One call once the farmer pauses typing, not one per letter.
const DEBOUNCE_MS = 400;

// The callable (and the Functions SDK behind it) downloads with the first
// title typed, not with the products page.
type MandiApi = typeof import('../api/mandi-api');
const loadApi = (): Promise<MandiApi> => import('../api/mandi-api');

/** Answers already had, per farmer and title: typing a title again asks nothing. Failures are not kept. */
const answers = new Map<string, MandiQuote | null>();

/**
 * The mandi quote for the title being typed (debounced), as {status, data,
 * error}: idle for an empty title, while offline and while the farmer is still
 * typing; 'ready' with null when the title names no produce with a price.
 */
export function useMandiHint(title: string, farmerId: string): MandiHintState {
  // Asked in one spelling per title (the server folds case anyway), so the cache key is the question.
  const wanted = title.trim().replace(/\s+/g, ' ').toLowerCase();
  const key = wanted ? `${farmerId}|${wanted}` : null;
  const [result, setResult] = useState<{ key: string; state: MandiHintState } | null>(null);
  useEffect(() => {
    if (!key || answers.has(key)) return;
    let live = true;
    const timer = setTimeout(() => {
      if (!navigator.onLine) return;
      setResult({ key, state: LOADING });
      loadApi()
        .then((api) => api.fetchMandiQuote(wanted))
        .then(mandiQuoteOf)
        .then(
          (quote) => {
            answers.set(key, quote);
            if (live) setResult({ key, state: { status: 'ready', data: quote, error: null } });
          },
          (error: unknown) => {
            console.debug('mandi hint not shown', error);
            if (live) setResult({ key, state: { status: 'error', data: null, error } });
          },
        );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, wanted]);
  if (!key) return IDLE;
  if (answers.has(key)) return { status: 'ready', data: answers.get(key) ?? null, error: null };
  return result?.key === key ? result.state : IDLE;
}
