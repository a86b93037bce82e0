import type { MandiQuote } from '@shared/mandi';
import { describe, expect, it } from 'vitest';
import { mandiHintText, type HintWords } from './mandi-hint-text';
import { hintEn, hintHi } from './mandi-strings';

// i18next's {{name}} filling, over the feature's real English and Hindi tables.
const words =
  (table: typeof hintEn): HintWords =>
  (key, params) =>
    table[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
const en = words(hintEn);
const hi = words(hintHi);

const LATUR: MandiQuote = {
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
const NASHIK: MandiQuote = { ...LATUR, district: 'Nashik', market: 'Nashik', km: 45 };
// Noon in India on 24/11/2026.
const NOON_24 = Date.parse('2026-11-24T06:30:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('the price hint', () => {
  it("names the farmer's own district's mandi, the day and month, the range and the modal price", () => {
    expect(mandiHintText(LATUR, en, NOON_24)).toBe('Latur mandi, 24/11: ₹18–₹22/kg, most ₹20');
    expect(mandiHintText(LATUR, en, NOON_24 + 2 * DAY)).toBe('Latur mandi, 24/11: ₹18–₹22/kg, most ₹20');
  });

  it('says how far the nearest district with a record is', () => {
    expect(mandiHintText(NASHIK, en, NOON_24)).toBe('Nashik mandi (45 km away), 24/11: ₹18–₹22/kg, most ₹20');
    expect(mandiHintText({ ...NASHIK, km: 1234 }, en, NOON_24)).toBe(
      'Nashik mandi (1,234 km away), 24/11: ₹18–₹22/kg, most ₹20',
    );
  });

  it('says how old a price of 3 days or more is', () => {
    expect(mandiHintText(LATUR, en, NOON_24 + 3 * DAY)).toBe('Latur mandi, 24/11: ₹18–₹22/kg, most ₹20, 3 days old');
    expect(mandiHintText(NASHIK, en, NOON_24 + 5 * DAY)).toBe(
      'Nashik mandi (45 km away), 24/11: ₹18–₹22/kg, most ₹20, 5 days old',
    );
  });

  it('shows paise only when a price is not whole rupees, with Indian grouping', () => {
    const q = { ...LATUR, minPaise: 1850, maxPaise: 123456700, modalPaise: 2005, arrivalDate: '2026-01-05' };
    expect(mandiHintText(q, en, Date.parse('2026-01-05T06:30:00Z'))).toBe(
      'Latur mandi, 05/01: ₹18.50–₹12,34,567/kg, most ₹20.05',
    );
  });

  it('in Hindi: मंडी after the market name as Agmarknet spells it, किलो, ज़्यादातर, किमी दूर and दिन पुराना', () => {
    expect(mandiHintText(LATUR, hi, NOON_24)).toBe('Latur मंडी, 24/11: ₹18–₹22/किलो, ज़्यादातर ₹20');
    expect(mandiHintText(NASHIK, hi, NOON_24)).toBe('Nashik मंडी (45 किमी दूर), 24/11: ₹18–₹22/किलो, ज़्यादातर ₹20');
    expect(mandiHintText(LATUR, hi, NOON_24 + 3 * DAY)).toBe(
      'Latur मंडी, 24/11: ₹18–₹22/किलो, ज़्यादातर ₹20, 3 दिन पुराना',
    );
  });
});
