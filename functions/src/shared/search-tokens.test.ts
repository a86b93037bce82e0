import { describe, expect, it } from 'vitest';
import { produce } from './produce-dictionary';
import { searchQueryTokenWith } from './search-fold';
import { romanizeDevanagari, searchQueryToken, searchTokensFor } from './search-tokens';

function finds(title: string, query: string): boolean {
  const token = searchQueryToken(query);
  return token !== null && searchTokensFor(title).includes(token);
}

describe('search tokens', () => {
  it('finds "Red Onion (Nashik, rabi)" by onion, pyaz, प्याज, kanda and oni', () => {
    for (const q of ['onion', 'pyaz', 'प्याज', 'kanda', 'oni', 'Onion', 'pyaaz', 'प्याज़', 'ONI']) {
      expect(finds('Red Onion (Nashik, rabi)', q), q).toBe(true);
    }
  });

  it('finds a Devanagari title by English, Hinglish and Devanagari', () => {
    for (const q of ['प्याज', 'onion', 'pyaz', 'kanda', 'oni']) expect(finds('नासिक प्याज', q), q).toBe(true);
    for (const q of ['tomato', 'tamatar', 'tamater', 'टमाटर', 'tom']) expect(finds('देसी टमाटर', q), q).toBe(true);
  });

  it('finds a word not in the dictionary across scripts by transliteration', () => {
    expect(romanizeDevanagari('मेथी')).toBe('methI');
    expect(finds('Desi Kasuri', 'देसी')).toBe(true);
    expect(finds('देसी कसूरी', 'kasuri')).toBe(true);
  });

  it('joins the spellings the issue lists', () => {
    const same: Array<[string, string[]]> = [
      ['Tomato', ['टमाटर', 'tamatar', 'tamater']],
      ['Potato', ['आलू', 'aloo', 'alu']],
      ['Sharbati Wheat', ['गेहूं', 'gehun', 'gehu']],
      ['Paddy', ['धान', 'dhan']],
      ['Okra', ['भिंडी', 'bhindi', 'lady finger', 'lady']],
      ['Desi Chickpea', ['चना', 'chana', 'chickpea']],
    ];
    for (const [title, queries] of same) {
      for (const q of queries) expect(finds(title, q), `${title} / ${q}`).toBe(true);
    }
  });

  it('matches words anywhere in the title, by prefix from 2 letters', () => {
    expect(finds('Alphonso Mango (Ratnagiri)', 'ratna')).toBe(true);
    expect(finds('Alphonso Mango (Ratnagiri)', 'ma')).toBe(true);
    expect(finds('Alphonso Mango (Ratnagiri)', 'r')).toBe(false);
    expect(finds('Alphonso Mango (Ratnagiri)', 'onion')).toBe(false);
    expect(finds('Alphonso Mango (Ratnagiri)', 'aam')).toBe(true);
    expect(finds('Red Onion', 'tomato')).toBe(false);
  });

  it('gives no query token for nothing searchable', () => {
    expect(searchQueryToken('')).toBeNull();
    expect(searchQueryToken('  ,. ')).toBeNull();
    expect(searchQueryToken('a')).toBeNull();
    // Without the romaniser (the web before it has loaded it) Devanagari gives nothing.
    expect(searchQueryTokenWith('प्याज', null)).toBeNull();
  });

  it('uses the longest word of a query that names no commodity', () => {
    expect(searchQueryToken('red onion')).toBe('onion');
    expect(searchQueryToken('Lady Finger')).toBe('ladyfinger');
  });

  it('has at least 150 commodities, each with English, Devanagari and romanised names', () => {
    expect(produce().length).toBeGreaterThanOrEqual(150);
    for (const e of produce()) {
      expect(e.english.length, e.names.join()).toBeGreaterThan(0);
      expect(
        e.hindi.every((h) => /[\u0900-\u097f]/.test(h)),
        e.names.join(),
      ).toBe(true);
      expect(e.romanised.length, e.names.join()).toBeGreaterThan(0);
    }
  });

  it('keeps a title within a bounded number of tokens', () => {
    expect(searchTokensFor('Red Onion (Nashik, rabi) fresh from the farm').length).toBeLessThan(200);
  });
});
