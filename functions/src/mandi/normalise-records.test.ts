import { describe, expect, it } from 'vitest';
import { normaliseRecords, paisePerKg, parseArrivalDate, parsePrice } from './normalise-records';

const record = (over: Record<string, unknown> = {}) => ({
  state: 'Maharashtra',
  district: 'Latur',
  market: 'Latur',
  commodity: 'Onion',
  variety: 'Red',
  grade: 'FAQ',
  arrival_date: '24/11/2026',
  min_price: '1800',
  max_price: '2200',
  modal_price: '2000',
  ...over,
});

describe('unit conversion', () => {
  it('turns Rs per quintal into paise per kg: the same number', () => {
    // Rs 2000 per quintal = Rs 20 per kg = 2000 paise per kg.
    expect(paisePerKg(2000)).toBe(2000);
    expect(paisePerKg(1850)).toBe(1850);
    expect(paisePerKg(2150.5)).toBe(2151);
    expect(paisePerKg(0.4)).toBe(0);
  });

  it('stores Rs 2000/quintal as 2000 paise (Rs 20) a kg', () => {
    const [q] = normaliseRecords([record()]).quotes;
    expect(q).toMatchObject({ minPaise: 1800, maxPaise: 2200, modalPaise: 2000 });
  });
});

describe('reading fields', () => {
  it('reads prices written as text, with separators, and refuses the rest', () => {
    expect(parsePrice('2000')).toBe(2000);
    expect(parsePrice(' 2,150.50 ')).toBe(2150.5);
    expect(parsePrice(2000)).toBe(2000);
    for (const bad of ['', 'NA', '-', '0', '0.00', '-100', 'abc', null, undefined, {}]) {
      expect(parsePrice(bad), String(bad)).toBeNull();
    }
  });

  it('reads dd/mm/yyyy arrival dates and refuses impossible ones', () => {
    expect(parseArrivalDate('24/11/2026')).toBe('2026-11-24');
    expect(parseArrivalDate('4/1/2026')).toBe('2026-01-04');
    for (const bad of ['31/02/2026', '2026-11-24', '24-11-2026', '', 'NA', 24112026]) {
      expect(parseArrivalDate(bad), String(bad)).toBeNull();
    }
  });
});

describe('normaliseRecords', () => {
  it('makes a quote with the produce key, our state name, the market and an ISO date', () => {
    expect(normaliseRecords([record()]).quotes).toEqual([
      {
        produce: 'onion',
        state: 'Maharashtra',
        district: 'Latur',
        districtKey: 'maharashtra~latur',
        market: 'Latur',
        minPaise: 1800,
        maxPaise: 2200,
        modalPaise: 2000,
        arrivalDate: '2026-11-24',
      },
    ]);
  });

  it('reads renamed and capitalised states as ours ("Keralam" is Kerala)', () => {
    const { quotes } = normaliseRecords([
      record({ state: 'Keralam', district: 'Ernakulam', market: 'Aluva', commodity: 'Banana' }),
      record({ state: 'Orissa', district: 'Cuttack', market: 'Cuttack', commodity: 'Potato' }),
      record({ state: 'MAHARASHTRA', district: ' Nashik ', market: 'Lasalgaon' }),
    ]);
    expect(quotes.map((q) => [q.state, q.district, q.districtKey])).toEqual([
      ['Kerala', 'Ernakulam', 'kerala~ernakulam'],
      ['Odisha', 'Cuttack', 'odisha~cuttack'],
      ['Maharashtra', 'Nashik', 'maharashtra~nashik'],
    ]);
  });

  it("maps Agmarknet's commodity spellings and skips commodities we keep no price for", () => {
    const { quotes, skipped } = normaliseRecords([
      record({ commodity: 'Paddy(Dhan)(Common)' }),
      record({ commodity: 'Bengal Gram(Gram)(Whole)' }),
      record({ commodity: 'Egg' }),
    ]);
    expect(quotes.map((q) => q.produce)).toEqual(['paddy', 'chickpea']);
    expect(skipped.unmapped).toBe(1);
  });

  it('never keeps a zero, negative or unreadable modal price', () => {
    const { quotes, skipped } = normaliseRecords([
      record({ modal_price: 'NA' }),
      record({ modal_price: '' }),
      record({ modal_price: '0' }),
      record({ modal_price: '-2000' }),
    ]);
    expect(quotes).toEqual([]);
    expect(skipped['bad-price']).toBe(4);
  });

  it('skips records missing a place, market, commodity, date or modal price', () => {
    const { quotes, skipped } = normaliseRecords([
      record({ state: '' }),
      record({ district: undefined }),
      record({ market: '  ' }),
      record({ commodity: null }),
      record({ arrival_date: undefined }),
      record({ modal_price: undefined }),
      null,
      'not a record',
    ]);
    expect(quotes).toEqual([]);
    expect(skipped.missing).toBe(8);
  });

  it('uses the modal for an unreadable end of the range, swaps min and max written the wrong way round', () => {
    const { quotes } = normaliseRecords([
      record({ min_price: 'NA', max_price: '' }),
      record({ district: 'Pune', market: 'Pune', min_price: '2200', max_price: '1800' }),
    ]);
    expect(quotes.map((q) => [q.minPaise, q.modalPaise, q.maxPaise])).toEqual([
      [2000, 2000, 2000],
      [1800, 2000, 2200],
    ]);
  });

  it('skips a record whose modal lies outside its own range: which figure is wrong cannot be told', () => {
    const { quotes, skipped } = normaliseRecords([record({ modal_price: '2500' }), record({ modal_price: '1500' })]);
    expect(quotes).toEqual([]);
    expect(skipped.inconsistent).toBe(2);
  });

  it("keeps one record per produce, district and day: the district's own market, whatever the order", () => {
    const ausa = record({ market: 'Ausa', modal_price: '1900' });
    const latur = record({ market: 'Latur', modal_price: '2000' });
    const udgir = record({ market: 'Udgir', modal_price: '2100', max_price: '2300' });
    for (const order of [
      [ausa, latur, udgir],
      [udgir, latur, ausa],
      [latur, udgir, ausa],
    ]) {
      const { quotes, skipped } = normaliseRecords(order);
      expect(quotes.map((q) => q.market)).toEqual(['Latur']);
      expect(skipped.duplicate).toBe(2);
    }
    // Without the district's own market: the first market by name, in any order.
    expect(normaliseRecords([udgir, ausa]).quotes.map((q) => q.market)).toEqual(['Ausa']);
    expect(normaliseRecords([ausa, udgir]).quotes.map((q) => q.market)).toEqual(['Ausa']);
    // Other days and other produce are not duplicates.
    expect(
      normaliseRecords([latur, record({ arrival_date: '23/11/2026' }), record({ commodity: 'Potato' })]).quotes,
    ).toHaveLength(3);
  });
});
