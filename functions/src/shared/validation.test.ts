import { describe, expect, it } from 'vitest';
import { STATES, districtsOf, filterPlaces, isKnownPlace } from './india';
import { formatDate, formatTime } from './dates';
import { formatGrams, formatRupees, formatWhole, orderTotalPaise, rupeesToPaise } from './money';
import { completeSignupSchema, firstIssue, parseForPeople } from './profile';
import { englishError } from './error-codes';
import { emailProblem, isValidUrl, passwordProblem, phoneProblem, pincodeProblem, usernameOf } from './validation';

describe('field rules (spec section 5)', () => {
  it('checks e-mail shape, accepting empty until submit', () => {
    expect(emailProblem('')).toBeNull();
    expect(emailProblem('a@b.co')).toBeNull();
    expect(englishError(emailProblem('a b@c.d')!)).toBe('Invalid email address');
    expect(englishError(emailProblem('ab.cd')!)).toBe('Invalid email address');
  });
  it('needs a password of at least 6 characters', () => {
    expect(englishError(passwordProblem('12345')!)).toBe('Password must be at least 6 characters long');
    expect(passwordProblem('123456')).toBeNull();
    expect(passwordProblem('a-much-longer-passphrase')).toBeNull();
  });
  it('checks pincodes: digits, 6 long, first digit 1-9', () => {
    expect(englishError(pincodeProblem('4135')!)).toBe('Pincode must be 6 digits long');
    expect(englishError(pincodeProblem('41a512')!)).toBe('Invalid pincode');
    expect(englishError(pincodeProblem('013512')!)).toBe('Invalid pincode');
    expect(pincodeProblem('413512')).toBeNull();
  });
  it('checks phone numbers once 10 digits are typed', () => {
    expect(phoneProblem('98765')).toBeNull();
    expect(englishError(phoneProblem('5876543210')!)).toBe(
      'Phone number must be a 10-digit number starting with 6, 7, 8, or 9',
    );
    expect(phoneProblem('9876543210')).toBeNull();
  });
  it('refuses a phone number with anything but digits instead of stripping it', () => {
    expect(englishError(phoneProblem('+91 98765 43210')!)).toBe(
      'Phone number must be a 10-digit number starting with 6, 7, 8, or 9',
    );
    expect(englishError(phoneProblem('98765-43210')!)).toBe(
      'Phone number must be a 10-digit number starting with 6, 7, 8, or 9',
    );
  });
  it('accepts only http(s) image URLs', () => {
    expect(isValidUrl('https://example.com/a.jpg')).toBe(true);
    expect(isValidUrl('javascript:alert(1)')).toBe(false);
    expect(isValidUrl('not a url')).toBe(false);
  });
  it('takes the username from the e-mail', () => {
    expect(usernameOf('ramesh.patil@example.com')).toBe('ramesh.patil');
  });
});

describe('India places', () => {
  it('has 36 states and union territories and 700+ districts', () => {
    expect(STATES).toHaveLength(36);
    expect(STATES.reduce((n, s) => n + districtsOf(s).length, 0)).toBeGreaterThan(700);
    expect(isKnownPlace('Maharashtra', 'Latur')).toBe(true);
    expect(isKnownPlace('Maharashtra', 'Patna')).toBe(false);
  });
  it('filters case-insensitively by substring', () => {
    expect(filterPlaces(STATES, 'PRADESH')).toEqual([
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Himachal Pradesh',
      'Madhya Pradesh',
      'Uttar Pradesh',
    ]);
    expect(filterPlaces(STATES, 'zzz')).toEqual([]);
  });
});

describe('signup schema', () => {
  it('turns the pincode into an integer', () => {
    const r = completeSignupSchema.parse({
      role: 'farmer',
      profile: {
        firstName: ' Ramesh ',
        lastName: 'Patil',
        farmName: 'Patil Farms',
        farmLocation: { pincode: '413512', state: 'Maharashtra', district: 'Latur' },
      },
    });
    expect(r.profile).toMatchObject({ firstName: 'Ramesh', farmLocation: { pincode: 413512 } });
  });
  it('reports the first human message', () => {
    const r = parseForPeople(completeSignupSchema, { role: 'user', profile: { firstName: '' } });
    expect(r.success).toBe(false);
    if (!r.success) expect(firstIssue(r.error)).toBe('Fill the Form Properly!!');
  });
});

describe('money and dates for India', () => {
  it('groups rupees the Indian way and keeps paise exact', () => {
    expect(formatRupees(12345650)).toBe('Rs. 1,23,456.50');
    expect(formatRupees(4000)).toBe('Rs. 40');
    expect(formatRupees(4005)).toBe('Rs. 40.05');
    // Grouped by hand (no Intl): the edges of the Indian grouping and of rounding.
    expect(formatRupees(0)).toBe('Rs. 0');
    expect(formatRupees(99)).toBe('Rs. 0.99');
    expect(formatRupees(100000)).toBe('Rs. 1,000');
    expect(formatRupees(1234567890)).toBe('Rs. 1,23,45,678.90');
    expect(formatWhole(999)).toBe('999');
    expect(formatWhole(1000)).toBe('1,000');
    expect(formatWhole(12345678)).toBe('1,23,45,678');
    expect(formatWhole(2.5)).toBe('3');
    expect(rupeesToPaise(19.99)).toBe(1999);
  });
  it('shows grams as kg with Indian grouping and no trailing zeros', () => {
    expect(formatGrams(100_000_000)).toBe('1,00,000');
    expect(formatGrams(2500)).toBe('2.5');
    expect(formatGrams(100)).toBe('0.1');
    expect(formatGrams(0)).toBe('0');
    expect(formatGrams(1_234_567_800)).toBe('12,34,567.8');
    expect(formatGrams(1050)).toBe('1.05');
    expect(formatGrams(7)).toBe('0.007');
  });
  it('totals an order exactly, to the paisa, half up', () => {
    expect(orderTotalPaise(1999, 3000)).toBe(5997);
    expect(orderTotalPaise(4000, 2500)).toBe(10000);
    // Rs. 40.55/kg for 0.1 kg is 405.5 paise: Rs. 4.06.
    expect(orderTotalPaise(4055, 100)).toBe(406);
    expect(orderTotalPaise(4054, 100)).toBe(405);
    // The largest order at the highest price stays exact.
    expect(orderTotalPaise(100_000_000, 100_000_000)).toBe(10_000_000_000_000);
  });
  it('shows dates as dd/mm/yyyy and times in IST', () => {
    const ms = Date.UTC(2026, 10, 23, 20, 0, 0); // 23 Nov 20:00 UTC is 24 Nov 01:30 IST
    expect(formatDate(ms)).toBe('24/11/2026');
    expect(formatTime(ms)).toBe('01:30:00 IST');
  });
});
