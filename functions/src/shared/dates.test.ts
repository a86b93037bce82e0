import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatTime } from './dates';

describe('dates in IST, dd/mm/yyyy', () => {
  it('shows an instant as the Indian date and 24-hour time', () => {
    const ms = Date.UTC(2026, 10, 23, 8, 35, 9); // 08:35:09 UTC
    expect(formatDate(ms)).toBe('23/11/2026');
    expect(formatClock(ms)).toBe('14:05:09');
    expect(formatTime(ms)).toBe('14:05:09 IST');
    expect(formatDateTime(ms)).toBe('23/11/2026 14:05:09 IST');
  });

  it('turns the day, month and year at Indian midnight, not UTC midnight', () => {
    expect(formatDateTime(Date.UTC(2026, 11, 31, 18, 29, 59))).toBe('31/12/2026 23:59:59 IST');
    expect(formatDateTime(Date.UTC(2026, 11, 31, 18, 30, 0))).toBe('01/01/2027 00:00:00 IST');
    expect(formatDate(Date.UTC(2028, 1, 28, 18, 30))).toBe('29/02/2028');
  });

  it('agrees with the ICU formatter it replaced, for instants across decades', () => {
    const date = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: false,
    });
    const from = Date.UTC(1990, 0, 1);
    const to = Date.UTC(2060, 0, 1);
    for (let i = 0; i < 2000; i++) {
      const ms = from + Math.floor(((to - from) * i) / 2000) + i * 7_919;
      expect(`${formatDate(ms)} ${formatClock(ms)}`).toBe(`${date.format(ms)} ${clock.format(ms)}`);
    }
  });

  it('refuses an invalid time as Intl did', () => {
    expect(() => formatDate(Number.NaN)).toThrow(RangeError);
  });
});
