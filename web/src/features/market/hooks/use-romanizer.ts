import type { Romanize } from '@shared/search-fold';
import { useEffect, useState } from 'react';

const DEVANAGARI = /[\u0900-\u097f]/;

/**
 * The Devanagari romaniser (sanscript, ~34 KB gzip), downloaded only once a
 * search is typed in Devanagari; null until then.
 */
export function useRomanizer(search: string): Romanize | null {
  const [romanize, setRomanize] = useState<Romanize | null>(null);
  const wanted = DEVANAGARI.test(search);
  useEffect(() => {
    if (!wanted || romanize) return;
    let cancelled = false;
    import('@shared/search-tokens')
      .then((m) => {
        if (!cancelled) setRomanize(() => m.romanizeDevanagari);
      })
      .catch(() => undefined); // offline: the search waits; typing again retries
    return () => {
      cancelled = true;
    };
  }, [wanted, romanize]);
  return romanize;
}
