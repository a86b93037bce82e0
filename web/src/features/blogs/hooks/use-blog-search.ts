import { BLOG_LIMITS } from '@shared/blogs';
import { useEffect, useState } from 'react';
import { loadOnce } from '@/shared/load-once';
import { useDebounced } from './use-debounced';

type SearchTokens = typeof import('@shared/search-tokens');
/**
 * The tokenizer and its produce dictionary (about 80 KB of JavaScript) load at the first
 * key, not with the list: most visits never search, and the list's first evaluation is one
 * task on a cheap phone's main thread. Retried at the next key after a failed download.
 */
const loadTokenizer = loadOnce(() => import('@shared/search-tokens'));

/**
 * A search box's text and what it looks up: the query's search token once the
 * typing settles (null: no filter), and whether the text is too short to search
 * (then the list stays as it was and the field says why; the text is kept).
 * Until the tokenizer has loaded, settled text looks up nothing yet.
 */
export function useBlogSearch() {
  const [text, setText] = useState('');
  const [tokens, setTokens] = useState<SearchTokens | null>(null);
  const typed = text !== '';
  useEffect(() => {
    if (!typed || tokens) return;
    let cancelled = false;
    loadTokenizer().then(
      (m) => !cancelled && setTokens(m),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [typed, tokens, text]);
  const settled = useDebounced(text, BLOG_LIMITS.searchDebounceMs);
  const token = tokens ? tokens.searchQueryToken(settled) : null;
  const tooShort = tokens !== null && settled.trim() !== '' && token === null;
  return { text, setText, token, searching: token !== null, tooShort };
}
