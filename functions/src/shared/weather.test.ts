import { describe, expect, it } from 'vitest';
import { firstIssue, parseForPeople } from './profile';
import { dailyNearIstNoon, istNoonOf, kmh } from './weather';
import { getWeatherSchema } from './weather-schema';

const HOUR = 60 * 60 * 1000;
const utc = (iso: string) => Date.parse(`${iso}Z`);

/** The provider's 3-hourly forecast slots (00, 03, ... 21 UTC) from `from`, `count` of them. */
function slots(from: string, count: number) {
  const start = utc(from);
  return Array.from({ length: count }, (_, i) => ({ at: start + i * 3 * HOUR, label: i }));
}

describe('istNoonOf', () => {
  it('is 06:30 UTC of the IST calendar day', () => {
    expect(new Date(istNoonOf(utc('2025-03-10T06:00:00'))).toISOString()).toBe('2025-03-10T06:30:00.000Z');
  });

  it('puts 20:00 UTC (01:30 IST next day) on the next IST day', () => {
    expect(new Date(istNoonOf(utc('2025-03-10T20:00:00'))).toISOString()).toBe('2025-03-11T06:30:00.000Z');
  });

  it('puts 18:29 UTC (23:59 IST) on the same IST day', () => {
    expect(new Date(istNoonOf(utc('2025-03-10T18:29:00'))).toISOString()).toBe('2025-03-10T06:30:00.000Z');
  });
});

describe('dailyNearIstNoon', () => {
  it('picks the 06:00 UTC (11:30 IST) slot of each day, never 12:00 UTC (17:30 IST)', () => {
    const picked = dailyNearIstNoon(slots('2025-03-10T00:00:00', 40));
    expect(picked).toHaveLength(5);
    for (const entry of picked) {
      expect(new Date(entry.at).toISOString().slice(11, 19)).toBe('06:00:00');
    }
    expect(picked.map((e) => new Date(e.at).toISOString().slice(0, 10))).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
    ]);
  });

  it('keeps one entry per IST day however the input is ordered', () => {
    const entries = slots('2025-03-10T00:00:00', 16).reverse();
    const picked = dailyNearIstNoon(entries);
    expect(picked.map((e) => e.at)).toEqual([utc('2025-03-10T06:00:00'), utc('2025-03-11T06:00:00')]);
  });

  it('takes the nearest entry when the slots are uneven', () => {
    const entries = [
      { at: utc('2025-03-10T05:00:00') }, // 10:30 IST: 90 min before noon
      { at: utc('2025-03-10T07:15:00') }, // 12:45 IST: 45 min after noon
      { at: utc('2025-03-10T12:00:00') }, // 17:30 IST
    ];
    expect(dailyNearIstNoon(entries)).toEqual([entries[1]]);
  });

  it('breaks a tie towards the earlier entry', () => {
    const before = { at: utc('2025-03-10T05:30:00') }; // 11:00 IST
    const after = { at: utc('2025-03-10T07:30:00') }; // 13:00 IST
    expect(dailyNearIstNoon([after, before])).toEqual([before]);
  });

  it('leaves out a partial day whose entries are all far from noon', () => {
    // From 15:00 UTC (20:30 IST): the first IST day has only evening entries.
    const picked = dailyNearIstNoon(slots('2025-03-10T15:00:00', 8));
    expect(picked.map((e) => new Date(e.at).toISOString())).toEqual(['2025-03-11T06:00:00.000Z']);
  });

  it('keeps a first day whose afternoon entry is still within 3 hours of noon', () => {
    // 09:00 UTC is 14:30 IST: 2.5 h after noon.
    const picked = dailyNearIstNoon(slots('2025-03-10T09:00:00', 2));
    expect(picked.map((e) => new Date(e.at).toISOString())).toEqual(['2025-03-10T09:00:00.000Z']);
  });

  it('returns nothing for no entries', () => {
    expect(dailyNearIstNoon([])).toEqual([]);
  });
});

describe('kmh', () => {
  it('turns m/s into km/h with one decimal', () => {
    expect(kmh(1)).toBe(3.6);
    expect(kmh(4.12)).toBe(14.8);
    expect(kmh(0)).toBe(0);
  });
});

describe('getWeatherSchema', () => {
  const messageOf = (input: unknown) => {
    const r = parseForPeople(getWeatherSchema, input);
    return r.success ? null : firstIssue(r.error);
  };

  it('accepts a 6-digit pincode as text or number and gives it back as text', () => {
    expect(getWeatherSchema.parse({ pincode: ' 413512 ' })).toEqual({ pincode: '413512', lang: 'en' });
    expect(getWeatherSchema.parse({ pincode: 110001, lang: 'hi' })).toEqual({ pincode: '110001', lang: 'hi' });
  });

  it('takes English or Hindi descriptions only', () => {
    expect(messageOf({ pincode: '413512', lang: 'fr' })).toBe('Fill the Form Properly!!');
  });

  it('refuses bad pincodes with the spec messages', () => {
    expect(messageOf({ pincode: '4135' })).toBe('Pincode must be 6 digits long');
    expect(messageOf({ pincode: '' })).toBe('Pincode must be 6 digits long');
    expect(messageOf({ pincode: '41a512' })).toBe('Invalid pincode');
    expect(messageOf({ pincode: '013512' })).toBe('Invalid pincode');
    expect(messageOf({})).toBe('Pincode must be 6 digits long');
  });
});
