import { describe, expect, it } from 'vitest';
import { expiredDays, historyDays, mergeQuotes, sameQuotes, storedQuoteOf } from './merge-quotes';
import type { DayQuote } from './normalise-records';

const NOW = Date.parse('2026-11-24T04:30:00Z'); // 10:00 IST, 24/11/2026
const day = (district: string, arrivalDate: string, modalPaise = 2000): DayQuote => ({
  produce: 'onion',
  state: 'Maharashtra',
  district,
  districtKey: `maharashtra~${district.toLowerCase()}`,
  market: district,
  minPaise: modalPaise - 200,
  maxPaise: modalPaise + 200,
  modalPaise,
  arrivalDate,
});
const centre = (_s: string, d: string) => (d === 'Latur' ? { lat: 18.396, lng: 76.7 } : null);

describe('mergeQuotes', () => {
  it('stores each district’s quote with its centre (null when unknown)', () => {
    const merged = mergeQuotes({}, [day('Latur', '2026-11-24'), day('Beed', '2026-11-24')], centre, NOW);
    expect(merged['maharashtra~latur']).toMatchObject({ modalPaise: 2000, lat: 18.396, lng: 76.7 });
    expect(merged['maharashtra~beed']).toMatchObject({ lat: null, lng: null });
  });

  it('keeps the newer of a stored and a fresh quote, and the districts not in this answer', () => {
    const stored = {
      'maharashtra~latur': storedQuoteOf(day('Latur', '2026-11-24', 2100), centre('', 'Latur')),
      'maharashtra~pune': storedQuoteOf(day('Pune', '2026-11-20', 2400), null),
    };
    const merged = mergeQuotes(stored, [day('Latur', '2026-11-23', 1900)], centre, NOW);
    expect(merged['maharashtra~latur'].modalPaise).toBe(2100);
    expect(merged['maharashtra~pune'].modalPaise).toBe(2400);
    const newer = mergeQuotes(stored, [day('Latur', '2026-11-24', 2050)], centre, NOW);
    expect(newer['maharashtra~latur'].modalPaise).toBe(2050);
  });

  it('drops stored quotes 30 days old or more', () => {
    const stored = {
      'maharashtra~pune': storedQuoteOf(day('Pune', '2026-10-25'), null), // 30 days
      'maharashtra~beed': storedQuoteOf(day('Beed', '2026-10-26'), null), // 29 days
    };
    expect(Object.keys(mergeQuotes(stored, [], centre, NOW))).toEqual(['maharashtra~beed']);
  });

  it('tells equal quote maps apart from changed ones, whatever the key order', () => {
    const a = { 'maharashtra~latur': storedQuoteOf(day('Latur', '2026-11-24'), null) };
    const reordered = {
      'maharashtra~latur': { ...Object.fromEntries(Object.entries(a['maharashtra~latur']).reverse()) },
    };
    expect(sameQuotes(a, reordered as typeof a)).toBe(true);
    expect(sameQuotes(a, { 'maharashtra~latur': { ...a['maharashtra~latur'], modalPaise: 1 } })).toBe(false);
    expect(sameQuotes(a, {})).toBe(false);
  });
});

describe('history', () => {
  it('records each district’s modal price per day within 30 days', () => {
    const days = historyDays(
      [day('Latur', '2026-11-24'), day('Latur', '2026-11-23', 1900), day('Latur', '2026-10-01')],
      NOW,
    );
    expect(Object.fromEntries(days)).toEqual({ 'maharashtra~latur': { '2026-11-24': 2000, '2026-11-23': 1900 } });
  });

  it('names the 60 days just past the window for deletion', () => {
    const expired = expiredDays(NOW);
    expect(expired).toHaveLength(60);
    expect(expired[0]).toBe('2026-10-25');
    expect(expired[59]).toBe('2026-08-27');
  });
});
