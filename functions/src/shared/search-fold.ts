// Pure search-token helpers with no transliteration library, so the web app
// can use them without downloading one (it loads the romaniser only when a
// query is typed in Devanagari). search-tokens.ts wires in the romaniser.
import { produce } from './produce-dictionary';

/** Turns a Devanagari word into its romanised key (see search-tokens.ts). */
export type Romanize = (devanagari: string) => string;

const DEVANAGARI = /[\u0900-\u097f]/;
/** Shortest prefix indexed for a title's words; dictionary synonyms from 3 letters. */
export const MIN_PREFIX = 2;
const MIN_SYNONYM_PREFIX = 3;
/** A word longer than this adds no more prefixes (titles are at most 100 characters). */
const MAX_PREFIX = 20;

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/**
 * The form every token and query is compared in: lower case, accents and
 * punctuation gone, and runs of one letter made single, so "Pyaaz", "pyaz" and
 * the romanised प्याज meet ("pyaz"/"pyaj" are told apart; the dictionary joins them).
 */
export function foldLatin(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/([a-z])\1+/g, '$1');
}

/** Splits text into words (Latin, digits or Devanagari), dropping punctuation. */
export function splitWords(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** One word's key: Devanagari romanised first, then folded. */
export function wordKey(word: string, romanize: Romanize | null): string {
  if (hasDevanagari(word)) return romanize ? foldLatin(romanize(word)) : '';
  return foldLatin(word);
}

/** A phrase's key: its words' keys run together ("lady finger" -> "ladyfinger"). */
export function phraseKey(text: string, romanize: Romanize | null): string {
  return splitWords(text)
    .map((w) => wordKey(w, romanize))
    .join('');
}

/** The key itself (from 2 letters: "aam" folds to "am") and its prefixes from `min` letters. */
function addPrefixes(out: Set<string>, key: string, min: number): void {
  const top = Math.min(key.length, MAX_PREFIX);
  for (let n = min; n <= top; n++) out.add(key.slice(0, n));
  if (key.length >= MIN_PREFIX) out.add(key.slice(0, MAX_PREFIX));
}

interface Dictionary {
  /** Alias key (phrase key of any spelling) -> the keys of every spelling of that commodity. */
  byAlias: Map<string, string[]>;
  /** Longest alias in words, to bound the phrase search in a title. */
  maxWords: number;
}

const built = new Map<Romanize | null, Dictionary>();

function dictionary(romanize: Romanize | null): Dictionary {
  const cached = built.get(romanize);
  if (cached) return cached;
  const byAlias = new Map<string, string[]>();
  let maxWords = 1;
  for (const entry of produce()) {
    const keys = [...new Set(entry.names.map((n) => phraseKey(n, romanize)).filter((k) => k.length > 0))];
    for (const name of entry.names) {
      const key = phraseKey(name, romanize);
      if (!key) continue;
      maxWords = Math.max(maxWords, splitWords(name).length);
      byAlias.set(key, [...new Set([...(byAlias.get(key) ?? []), ...keys])]);
    }
  }
  const dict = { byAlias, maxWords };
  built.set(romanize, dict);
  return dict;
}

/** The synonyms' keys of every commodity the text names (single words and phrases). */
export function synonymKeysIn(text: string, romanize: Romanize | null): string[] {
  const dict = dictionary(romanize);
  const keys = splitWords(text).map((w) => wordKey(w, romanize));
  const out = new Set<string>();
  for (let i = 0; i < keys.length; i++) {
    let phrase = '';
    for (let j = i; j < Math.min(keys.length, i + dict.maxWords); j++) {
      phrase += keys[j];
      for (const k of dict.byAlias.get(phrase) ?? []) out.add(k);
    }
  }
  return [...out];
}

/**
 * Tokens for a text: each word's key (Devanagari romanised) and its prefixes
 * from 2 letters, and the keys of the synonyms of any produce named, with
 * prefixes from 3 (so "pya" finds a product titled "Red Onion").
 */
export function searchTokensWith(text: string, romanize: Romanize | null): string[] {
  const out = new Set<string>();
  for (const word of splitWords(text)) {
    addPrefixes(out, wordKey(word, romanize), MIN_PREFIX);
  }
  for (const key of synonymKeysIn(text, romanize)) addPrefixes(out, key, MIN_SYNONYM_PREFIX);
  out.delete('');
  return [...out].sort();
}

/**
 * The one token a query looks up with `array-contains`: the key of the whole
 * query when it names a commodity ("lady finger", "हरी मिर्च"), otherwise the
 * key of its longest word. Null when nothing searchable is left (or, without a
 * romaniser, for Devanagari).
 */
export function searchQueryTokenWith(raw: string, romanize: Romanize | null): string | null {
  const words = splitWords(raw);
  if (words.length === 0) return null;
  if (words.length > 1) {
    const phrase = phraseKey(raw, romanize);
    if (dictionary(romanize).byAlias.has(phrase)) return phrase;
  }
  let best = '';
  for (const w of words) {
    const key = wordKey(w, romanize);
    if (key.length > best.length) best = key;
  }
  if (best.length < MIN_PREFIX) return null;
  return best.slice(0, MAX_PREFIX);
}
