import type { MandiQuote } from '@shared/mandi';
import { describe, expect, it } from 'vitest';
import { mandiLineText, type MandiLineWords } from './mandi-line';
import { mandiEn, mandiHi } from './mandi-strings';

// i18next's {{name}} filling, over the feature's real English and Hindi tables.
const words =
  (table: typeof mandiEn): MandiLineWords =>
  (key, params) =>
    table[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));

const QUOTE: MandiQuote = {
  produce: 'onion',
  state: 'Maharashtra',
  district: 'Latur',
  market: 'Latur',
  minPaise: 1800,
  maxPaise: 2200,
  modalPaise: 2000,
  arrivalDate: '2026-11-24',
  km: null,
};
// Noon in India on 24/11/2026, and the same time 3 days later.
const NOON_24 = Date.parse('2026-11-24T06:30:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('the market card’s mandi line', () => {
  it('gives the modal price per kg, in whole rupees', () => {
    expect(mandiLineText(QUOTE, words(mandiEn), NOON_24)).toBe('Mandi ₹20/kg');
    expect(mandiLineText(QUOTE, words(mandiEn), NOON_24 + 2 * DAY)).toBe('Mandi ₹20/kg');
  });

  it('shows paise when the price is not whole, with Indian grouping', () => {
    expect(mandiLineText({ ...QUOTE, modalPaise: 2050 }, words(mandiEn), NOON_24)).toBe('Mandi ₹20.50/kg');
    expect(mandiLineText({ ...QUOTE, modalPaise: 12345607 }, words(mandiEn), NOON_24)).toBe('Mandi ₹1,23,456.07/kg');
  });

  it('says how old a price of 3 days or more is', () => {
    expect(mandiLineText(QUOTE, words(mandiEn), NOON_24 + 3 * DAY)).toBe('Mandi ₹20/kg · 3 days old');
    expect(mandiLineText(QUOTE, words(mandiEn), NOON_24 + 10 * DAY)).toBe('Mandi ₹20/kg · 10 days old');
    // Just after midnight in India it is already the next day (18:35 UTC on the 26th is 00:05 IST on the 27th).
    expect(mandiLineText(QUOTE, words(mandiEn), Date.parse('2026-11-26T18:35:00Z'))).toBe('Mandi ₹20/kg · 3 days old');
  });

  it('in Hindi: मंडी, ₹ and किलो', () => {
    expect(mandiLineText(QUOTE, words(mandiHi), NOON_24)).toBe('मंडी ₹20/किलो');
    expect(mandiLineText({ ...QUOTE, modalPaise: 2050 }, words(mandiHi), NOON_24 + 4 * DAY)).toBe(
      'मंडी ₹20.50/किलो · 4 दिन पुराना',
    );
  });
});
