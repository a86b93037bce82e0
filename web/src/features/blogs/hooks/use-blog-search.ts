import { BLOG_LIMITS } from '@shared/blogs';
import { searchQueryToken } from '@shared/search-tokens';
import { useState } from 'react';
import { useDebounced } from './use-debounced';

/**
 * A search box's text and what it looks up: the query's search token once the
 * typing settles (null: no filter), and whether the text is too short to search
 * (then the list stays as it was and the field says why; the text is kept).
 */
export function useBlogSearch() {
  const [text, setText] = useState('');
  const settled = useDebounced(text, BLOG_LIMITS.searchDebounceMs);
  const token = searchQueryToken(settled);
  const tooShort = settled.trim() !== '' && token === null;
  return { text, setText, token, searching: token !== null, tooShort };
}
