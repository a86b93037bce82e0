// Search tokens for products (and blogs): what the functions write into a
// document's `searchTokens` and what one query looks up with `array-contains`.
// Devanagari is romanised with @indic-transliteration/sanscript (ITRANS, then
// the final inherent vowel dropped, as Hindi speech does), so a title typed in
// Devanagari is found by its romanised form and the other way round; the produce
// dictionary joins the spellings transliteration cannot (प्याज / pyaz / kanda / onion).
import Sanscript from '@indic-transliteration/sanscript';
import { searchQueryTokenWith, searchTokensWith } from './search-fold';

const NUKTA = /\u093c/g;
// An ITRANS consonant letter followed by the inherent vowel at the end of a word.
const FINAL_SCHWA = /([b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z])a$/;

/** Romanises one Devanagari word: टमाटर -> tamatar, गेहूं -> gehun, भिंडी -> bhindi. */
export function romanizeDevanagari(word: string): string {
  const itrans = Sanscript.t(word.normalize('NFD').replace(NUKTA, ''), 'devanagari', 'itrans');
  return itrans
    .replace(FINAL_SCHWA, '$1')
    .replace(/\.N|~N|~n|M/g, 'n')
    .replace(/\.h|\.a|H/g, '')
    .replace(/RRi/g, 'ri');
}

/** Tokens for a text: its words, their prefixes from 2 letters, and produce synonyms. */
export function searchTokensFor(text: string): string[] {
  return searchTokensWith(text, romanizeDevanagari);
}

/** The token one search looks up with `array-contains`, or null for nothing searchable. */
export function searchQueryToken(raw: string): string | null {
  return searchQueryTokenWith(raw, romanizeDevanagari);
}
