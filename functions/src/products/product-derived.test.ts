import { describe, expect, it } from 'vitest';
import type { MandiQuote } from '../shared/mandi';
import { productDerived, sameDerived, sameMandi } from './product-derived';

const LATUR_ONION: MandiQuote = {
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
const product = {
  title: 'Red Onion',
  farmLocation: { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
};
const from = {
  tokensFor: (t: string) => t.toLowerCase().split(' '),
  geoFor: () => ({ lat: 18.4, lng: 76.57, geohash: 'tepf' }),
  produceKeyFor: (t: string) => (/onion/i.test(t) ? 'onion' : null),
  mandiFor: (p: string, farm: { district: string }) =>
    p === 'onion' && farm.district === 'Latur' ? LATUR_ONION : null,
};

describe('productDerived with mandi prices', () => {
  it('gives a product its produce key and its farm’s mandi quote', () => {
    expect(productDerived(product, from)).toEqual({
      searchTokens: ['red', 'onion'],
      geo: { lat: 18.4, lng: 76.57, geohash: 'tepf' },
      produceKey: 'onion',
      mandi: LATUR_ONION,
    });
    expect(productDerived({ ...product, title: 'Tractor' }, from)).toMatchObject({ produceKey: null, mandi: null });
  });

  it('writes when produceKey or mandi is missing or differs, and not when all agree', () => {
    const wanted = productDerived(product, from);
    expect(sameDerived({ ...product, ...wanted }, wanted)).toBe(true);
    const before = { ...product, searchTokens: wanted.searchTokens, geo: wanted.geo };
    expect(sameDerived(before, wanted)).toBe(false);
    expect(sameDerived({ ...product, ...wanted, mandi: { ...LATUR_ONION, modalPaise: 2100 } }, wanted)).toBe(false);
    expect(sameDerived({ ...product, ...wanted, produceKey: 'garlic' }, wanted)).toBe(false);
    const none = productDerived({ ...product, title: 'Tractor' }, from);
    expect(sameDerived({ ...product, ...none }, none)).toBe(true);
  });

  it('compares quotes field by field', () => {
    expect(sameMandi({ ...LATUR_ONION }, LATUR_ONION)).toBe(true);
    expect(sameMandi({ ...LATUR_ONION, km: 40 }, LATUR_ONION)).toBe(false);
    expect(sameMandi({ ...LATUR_ONION, extra: 1 }, LATUR_ONION)).toBe(false);
    expect(sameMandi(null, null)).toBe(true);
    expect(sameMandi(null, LATUR_ONION)).toBe(false);
    expect(sameMandi(LATUR_ONION, null)).toBe(false);
  });
});
