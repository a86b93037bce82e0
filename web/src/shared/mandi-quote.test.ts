import { describe, expect, it } from 'vitest';
import { mandiQuoteOf } from './mandi-quote';
import { productFromData } from './product';

const STORED = {
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

describe('mandiQuoteOf', () => {
  it('keeps a well-formed quote, with its distance rounded', () => {
    expect(mandiQuoteOf(STORED)).toEqual(STORED);
    expect(mandiQuoteOf({ ...STORED, km: 44.6 })?.km).toBe(45);
  });

  it('is null for a missing, zero, negative, fractional or text price, or a bad market or date', () => {
    for (const bad of [
      null,
      undefined,
      'Mandi ₹20/kg',
      {},
      { ...STORED, modalPaise: 0 },
      { ...STORED, modalPaise: -2000 },
      { ...STORED, modalPaise: 20.5 },
      { ...STORED, modalPaise: '2000' },
      { ...STORED, minPaise: 0 },
      { ...STORED, maxPaise: undefined },
      { ...STORED, market: '' },
      { ...STORED, arrivalDate: '24/11/2026' },
    ]) {
      expect(mandiQuoteOf(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('drops a distance that is not a number of km', () => {
    expect(mandiQuoteOf({ ...STORED, km: '45' })?.km).toBeNull();
    expect(mandiQuoteOf({ ...STORED, km: -1 })?.km).toBeNull();
  });

  it('gives a product without the field (an older one) no quote', () => {
    expect(productFromData('p1', { title: 'Onion' }).mandi).toBeNull();
    expect(productFromData('p1', { title: 'Onion', mandi: null }).mandi).toBeNull();
    expect(productFromData('p1', { title: 'Onion', mandi: STORED }).mandi).toEqual(STORED);
  });
});
