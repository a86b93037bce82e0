import { describe, expect, it } from 'vitest';
import { dayMonthOf, districtKeyOf, isStaleQuote, mandiAgeDays } from './mandi';

describe('mandi quote age, in IST', () => {
  it('counts whole days from the arrival date to today in India', () => {
    // 10:00 IST on 24/11/2026.
    const now = Date.parse('2026-11-24T04:30:00Z');
    expect(mandiAgeDays('2026-11-24', now)).toBe(0);
    expect(mandiAgeDays('2026-11-23', now)).toBe(1);
    expect(mandiAgeDays('2026-11-21', now)).toBe(3);
    // A date ahead of today is not negative.
    expect(mandiAgeDays('2026-11-25', now)).toBe(0);
  });

  it('turns the day at midnight IST, not UTC', () => {
    // 23:59 IST on 23/11 is 18:29 UTC; 00:01 IST on 24/11 is 18:31 UTC the same UTC day.
    expect(mandiAgeDays('2026-11-23', Date.parse('2026-11-23T18:29:00Z'))).toBe(0);
    expect(mandiAgeDays('2026-11-23', Date.parse('2026-11-23T18:31:00Z'))).toBe(1);
  });

  it('calls a quote 3 or more days old stale', () => {
    const now = Date.parse('2026-11-24T04:30:00Z');
    expect(isStaleQuote({ arrivalDate: '2026-11-22' }, now)).toBe(false);
    expect(isStaleQuote({ arrivalDate: '2026-11-21' }, now)).toBe(true);
    expect(isStaleQuote({ arrivalDate: '2026-10-01' }, now)).toBe(true);
  });
});

describe('mandi keys and dates', () => {
  it('keys a district by slugs of its state and name', () => {
    expect(districtKeyOf('Maharashtra', 'Latur')).toBe('maharashtra~latur');
    expect(districtKeyOf('Jammu and Kashmir', 'Leh (Ladakh)')).toBe('jammu-and-kashmir~leh-ladakh');
  });

  it('writes the day and month of an arrival date', () => {
    expect(dayMonthOf('2026-11-24')).toBe('24/11');
  });
});
