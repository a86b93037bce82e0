import { describe, expect, it } from 'vitest';
import { produceCategoryOf, produceKeyOf } from './produce-category';
import { produce } from './produce-dictionary';
import { CATEGORIES } from './product';
import { romanizeDevanagari } from './search-tokens';

describe('produceCategoryOf', () => {
  it('names the category of onion in English, Hinglish and Hindi, with or without the romaniser', () => {
    for (const word of ['onion', 'Onion', 'ONION', 'pyaz', 'pyaaz', 'Pyāz', 'kanda', 'प्याज', 'प्याज़']) {
      expect(produceCategoryOf(word), word).toBe('Vegetables');
      expect(produceCategoryOf(word, romanizeDevanagari), word).toBe('Vegetables');
    }
  });

  it('maps each kind of produce to its market category', () => {
    const expected: Array<[string, string]> = [
      ['tamatar', 'Vegetables'],
      ['भिंडी', 'Vegetables'],
      ['lady finger', 'Vegetables'],
      ['hari mirch', 'Vegetables'],
      ['aam', 'Fruits'],
      ['केला', 'Fruits'],
      ['badam', 'Fruits'],
      ['gehun', 'Grains'],
      ['गेहूँ', 'Grains'],
      ['गेहूं', 'Grains'],
      ['bajra', 'Grains'],
      ['arhar', 'Pulses'],
      ['tur', 'Pulses'],
      ['Toor', 'Pulses'],
      ['अरहर', 'Pulses'],
      ['moong', 'Pulses'],
      ['haldi', 'Spices'],
      ['जीरा', 'Spices'],
      ['doodh', 'Dairy'],
      ['दूध', 'Dairy'],
      ['paneer', 'Dairy'],
      ['sarson', 'Other'],
      ['gulab', 'Other'],
      ['honey', 'Other'],
      ['supari', 'Other'],
    ];
    for (const [word, category] of expected) expect(produceCategoryOf(word), word).toBe(category);
  });

  it('romanises Devanagari when the romaniser is given, so a spelling missing from the dictionary is found', () => {
    // गेहू (no anusvara) romanises to "gehu", one of wheat's Hinglish spellings.
    expect(produceCategoryOf('गेहू')).toBeNull();
    expect(produceCategoryOf('गेहू', romanizeDevanagari)).toBe('Grains');
    expect(produceCategoryOf('दूध', romanizeDevanagari)).toBe('Dairy');
  });

  it('finds the commodity among other words, the longest name first', () => {
    expect(produceCategoryOf('fresh pyaz from Nashik')).toBe('Vegetables');
    expect(produceCategoryOf('desi gehun')).toBe('Grains');
    expect(produceCategoryOf('sarson ka saag')).toBe('Vegetables');
    expect(produceCategoryOf('  Kabuli   Chana ')).toBe('Pulses');
    expect(produceCategoryOf('ताज़ा प्याज़')).toBe('Vegetables');
  });

  it('takes an English plural as its singular', () => {
    expect(produceCategoryOf('onions')).toBe('Vegetables');
    expect(produceCategoryOf('Tomatoes')).toBe('Vegetables');
    expect(produceCategoryOf('green chillies')).toBe('Vegetables');
    expect(produceCategoryOf('lentils')).toBe('Pulses');
  });

  it('gives the fresh produce for a spelling shared with a crop', () => {
    // "lobia" names both cowpea pods (a vegetable) and the dry pulse.
    expect(produceCategoryOf('lobia')).toBe('Vegetables');
    expect(produceCategoryOf('rajgira')).toBe('Vegetables');
  });

  it('gives null for a word that is not produce, or for nothing', () => {
    for (const word of ['tractor', 'hello', 'Latur', 'ट्रैक्टर', 'pya', '', '  ,. ', 'bus']) {
      expect(produceCategoryOf(word), word).toBeNull();
      expect(produceCategoryOf(word, romanizeDevanagari), word).toBeNull();
    }
  });

  it('gives every dictionary entry a market category', () => {
    for (const entry of produce()) expect(CATEGORIES, entry.english[0]).toContain(entry.category);
    expect(
      produce()
        .filter((e) => e.category === 'Dairy')
        .map((e) => e.english[0]),
    ).toEqual(['milk', 'ghee', 'curd', 'paneer', 'butter', 'buttermilk', 'khoa']);
  });
});

describe('produceKeyOf', () => {
  it("gives a title's produce as its dictionary entry's first English name", () => {
    for (const title of ['Pyaz', 'प्याज', 'प्याज़', 'Red Onion', 'Rose Onion', 'kanda', 'Onions from Nashik']) {
      expect(produceKeyOf(title, romanizeDevanagari), title).toBe('onion');
    }
    expect(produceKeyOf('Lady Finger')).toBe('okra');
    expect(produceKeyOf('desi tamatar')).toBe('tomato');
    expect(produceKeyOf('Arhar')).toBe('pigeon pea');
    expect(produceKeyOf('Hari Mirch')).toBe('green chilli');
    expect(produceKeyOf('गेहू', romanizeDevanagari)).toBe('wheat');
  });

  it('gives null for a title that names no produce', () => {
    expect(produceKeyOf('Tractor for rent')).toBeNull();
    expect(produceKeyOf('')).toBeNull();
  });
});
