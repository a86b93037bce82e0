import { describe, expect, it } from 'vitest';
import { MANDI_COMMODITIES, produceOfCommodity } from './mandi-commodities';
import { produce } from './produce-dictionary';

describe('the Agmarknet commodity table', () => {
  it('maps every commodity onto a key of the produce dictionary (an entry’s first English name)', () => {
    const keys = new Set(produce().map((e) => e.english[0]));
    for (const [commodity, produce] of Object.entries(MANDI_COMMODITIES)) {
      expect(keys.has(produce), `${commodity} -> ${produce}`).toBe(true);
    }
  });

  it("reads Agmarknet's own spellings", () => {
    const expected: Array<[string, string]> = [
      ['Paddy(Dhan)(Common)', 'paddy'],
      ['Bengal Gram(Gram)(Whole)', 'chickpea'],
      ['Onion', 'onion'],
      ['Potato', 'potato'],
      ['Tomato', 'tomato'],
      ['Green Chilli', 'green chilli'],
      ['Bhindi(Ladies Finger)', 'okra'],
      ['Brinjal', 'brinjal'],
      ['Cauliflower', 'cauliflower'],
      ['Wheat', 'wheat'],
      ['Maize', 'maize'],
      ['Arhar (Tur/Red Gram)(Whole)', 'pigeon pea'],
      ['Apple', 'apple'],
      ['Banana', 'banana'],
      ['Garlic', 'garlic'],
      ['Ginger(Green)', 'ginger'],
      ['Soyabean', 'soybean'],
      ['Cotton', 'cotton'],
      ['Groundnut', 'groundnut'],
    ];
    for (const [commodity, produce] of expected) expect(produceOfCommodity(commodity), commodity).toBe(produce);
  });

  it('ignores case, spacing and punctuation that vary between records', () => {
    expect(produceOfCommodity('ONION')).toBe('onion');
    expect(produceOfCommodity(' Arhar(Tur/Red Gram) (Whole) ')).toBe('pigeon pea');
    expect(produceOfCommodity('bhindi (ladies finger)')).toBe('okra');
  });

  it('keeps no price for goods sold by count, for processed goods or for names it does not know', () => {
    for (const name of [
      'Egg',
      'Coconut',
      'Tender Coconut',
      'Arhar Dal(Tur Dal)',
      'Wheat Atta',
      'Rose(Local)',
      'Unobtanium',
      '',
    ]) {
      expect(produceOfCommodity(name), name).toBeNull();
    }
  });
});
