import { describe, expect, it } from 'vitest';
import { ERROR_CODES, englishError, isErrorCode } from '@shared/error-codes';
import { hindiError } from './errors-hi';

const HINDI = /[\u0900-\u097F]/;
// Every parameter any code takes, so templates can be checked filled in.
const PARAMS = { kg: 7, limit: 3, role: 'farmer', action: 'accept', status: 'Declined' };

describe('error codes: English and Hindi for every code', () => {
  it('has an English and a Hindi message for each code in the shared list', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(70);
    for (const code of ERROR_CODES) {
      const en = englishError(code, PARAMS);
      const hi = hindiError(code, PARAMS);
      expect(en, code).toMatch(/^[A-Z][\x20-\x7E]+$/);
      expect(en, code).not.toMatch(/undefined|\[object/);
      expect(hi, code).toMatch(HINDI);
      expect(hi, code).not.toMatch(/undefined|\[object/);
      // Hindi words, not English left behind (a URL scheme and a setting's name may stay).
      expect(hi.replace(/https:\/\//g, ''), code).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it('keeps the codes stable and namespaced', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+\/[a-z-]+$/);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect(isErrorCode('orders/not-enough-stock')).toBe(true);
    expect(isErrorCode('Not enough stock left')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('words a few refusals exactly', () => {
    expect(englishError('orders/not-enough-stock', { kg: 7 })).toBe('Not enough stock left: only 7 kg available');
    expect(hindiError('orders/not-enough-stock', { kg: 7 })).toBe('पर्याप्त स्टॉक नहीं बचा: केवल 7 किलो उपलब्ध');
    expect(englishError('blogs/already-liked')).toBe('You already liked this blog');
    expect(hindiError('blogs/already-liked')).toBe('आप यह ब्लॉग पहले ही पसंद कर चुके हैं');
    expect(englishError('orders/too-many-open-for-product', { limit: 3 })).toBe(
      "You already have 3 open requests for this product. Wait for the farmer's answer or cancel one.",
    );
    expect(hindiError('orders/too-many-open-for-product', { limit: 3 })).toBe(
      'इस उत्पाद के लिए आपके 3 अनुरोध पहले से खुले हैं। किसान के जवाब का इंतज़ार करें या कोई एक रद्द करें।',
    );
    expect(englishError('weather/city-not-found')).toBe('Failed to fetch weather data: city not found');
    expect(hindiError('weather/city-not-found')).toBe('मौसम की जानकारी नहीं मिली: यह जगह नहीं मिली');
    expect(englishError('form/invalid-phone')).toBe(
      'Phone number must be a 10-digit number starting with 6, 7, 8, or 9',
    );
  });

  it('fills the order transition refusals from their parameters', () => {
    expect(englishError('orders/only-party', { role: 'user', action: 'cancel' })).toBe(
      'Only the buyer of this order can cancel it',
    );
    expect(hindiError('orders/only-party', { role: 'user', action: 'cancel' })).toBe(
      'इस ऑर्डर को केवल उसका खरीदार रद्द कर सकता है',
    );
    expect(englishError('orders/wrong-status', { status: 'Accepted!', action: 'cancel' })).toBe(
      'An order that is Accepted! cannot be cancelled',
    );
    expect(hindiError('orders/wrong-status', { status: 'Accepted!', action: 'cancel' })).toBe(
      'स्वीकृत ऑर्डर रद्द नहीं किया जा सकता',
    );
    expect(hindiError('orders/already-in-status', { status: 'Delivered' })).toBe('यह ऑर्डर पहले ही पहुँचाया गया है');
  });
});
