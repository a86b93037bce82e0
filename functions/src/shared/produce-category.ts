// The market category of a searched commodity ("pyaz", "प्याज" and "kanda" are
// Vegetables, "arhar" is Pulses), read from the produce dictionary's groups: an
// empty search offers the nearest products of that category (the web's
// EmptyMarket). Words are compared as search compares them (search-fold.ts):
// case, accents and doubled letters folded, Devanagari romanised when the
// romaniser is given. The web has it only once a search is typed in Devanagari
// (it is a 34 KB download), so without it Devanagari is compared with the
// dictionary's Hindi names as written, with the spellings that differ only in
// nukta or chandrabindu (प्याज़ / प्याज, गेहूँ / गेहूं) made the same.
import { produce, type ProduceEntry } from './produce-dictionary';
import type { Category } from './product';
import { foldLatin, hasDevanagari, splitWords, type Romanize } from './search-fold';

const NUKTA = /\u093c/g;
const CHANDRABINDU = /\u0901/g;
const ANUSVARA = '\u0902';

function devanagariKey(word: string): string {
  return word.normalize('NFD').replace(NUKTA, '').replace(CHANDRABINDU, ANUSVARA).normalize('NFC');
}

function wordKey(word: string, romanize: Romanize | null): string {
  if (!hasDevanagari(word)) return foldLatin(word);
  return romanize ? foldLatin(romanize(word)) : devanagariKey(word);
}

interface Table {
  /** A name's key (its words' keys run together) -> its commodity. */
  byKey: Map<string, ProduceEntry>;
  /** The most words in one name, to bound the phrases tried in a search. */
  maxWords: number;
}

const tables = new Map<Romanize | null, Table>();

function table(romanize: Romanize | null): Table {
  const cached = tables.get(romanize);
  if (cached) return cached;
  const byKey = new Map<string, ProduceEntry>();
  let maxWords = 1;
  for (const entry of produce()) {
    for (const name of entry.names) {
      const words = splitWords(name);
      const key = words.map((w) => wordKey(w, romanize)).join('');
      maxWords = Math.max(maxWords, words.length);
      // A spelling two commodities share ("lobia": the pods and the dry pulse)
      // keeps the first: the fresh produce, listed before the crops.
      if (key && !byKey.has(key)) byKey.set(key, entry);
    }
  }
  const built = { byKey, maxWords };
  tables.set(romanize, built);
  return built;
}

/**
 * The key, then its English singulars ("onions", "tomatoes", "chillies"): a
 * plural typed in a search is still the commodity.
 */
function variants(key: string): string[] {
  if (!/^[a-z]{4,}$/.test(key)) return [key];
  const out = [key];
  if (key.endsWith('ies')) out.push(`${key.slice(0, -3)}y`, key.slice(0, -2));
  if (key.endsWith('es')) out.push(key.slice(0, -2));
  if (key.endsWith('s')) out.push(key.slice(0, -1));
  return out;
}

/**
 * The dictionary entry of the commodity a text names, or null when it names
 * none. The longest run of words that names one wins ("sarson ka saag" is a
 * vegetable, "sarson" an oilseed), then the first from the left.
 */
export function produceEntryOf(text: string, romanize: Romanize | null = null): ProduceEntry | null {
  const { byKey, maxWords } = table(romanize);
  const keys = splitWords(text).map((w) => wordKey(w, romanize));
  // The longest name wins; between names as long, the last one: a title puts the
  // produce after the words that describe it ("Rose Onion" is an onion, not a rose).
  for (let len = Math.min(keys.length, maxWords); len >= 1; len--) {
    for (let i = keys.length - len; i >= 0; i--) {
      for (const key of variants(keys.slice(i, i + len).join(''))) {
        const entry = byKey.get(key);
        if (entry) return entry;
      }
    }
  }
  return null;
}

/** The product category of the commodity a search names, or null when it names none. */
export function produceCategoryOf(search: string, romanize: Romanize | null = null): Category | null {
  return produceEntryOf(search, romanize)?.category ?? null;
}

/**
 * The produce key of a product title: its commodity's first English name
 * ("Pyaz", "प्याज", "Red Onion" and "kanda" are all "onion"), the key mandi
 * prices are stored under (mandi.ts), or null when the title names no produce.
 */
export function produceKeyOf(title: string, romanize: Romanize | null = null): string | null {
  return produceEntryOf(title, romanize)?.english[0] ?? null;
}
