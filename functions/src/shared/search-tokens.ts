// Search tokens for Firestore `array-contains` lookups: every word of a text and
// every prefix of it from 2 letters, lower-case, so "ram" finds "Ramesh".
// Minimal version written by blogs-scale so blog search works before the merge;
// the search engineer owns this file (and adds the produce dictionary): at merge
// their version wins, with these two signatures.

/** Longest prefix kept per word: longer queries are cut to it, so they still match. */
const MAX_TOKEN = 20;
const MIN_TOKEN = 2;

function words(text: string): string[] {
  return text
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => Array.from(w).length >= MIN_TOKEN);
}

/** Every word of `text` and its prefixes from 2 letters, lower-case, without repeats. */
export function searchTokensFor(text: string): string[] {
  const out = new Set<string>();
  for (const word of words(text)) {
    const chars = Array.from(word).slice(0, MAX_TOKEN);
    for (let n = MIN_TOKEN; n <= chars.length; n++) out.add(chars.slice(0, n).join(''));
  }
  return [...out];
}

/**
 * The one token a query looks up: its longest word (the most selective),
 * cut to the longest stored prefix; null when no word has 2 letters.
 */
export function searchQueryToken(raw: string): string | null {
  const longest = words(raw).sort((a, b) => Array.from(b).length - Array.from(a).length)[0];
  return longest === undefined ? null : Array.from(longest).slice(0, MAX_TOKEN).join('');
}
