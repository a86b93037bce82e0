import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/product';
import { searchSaved } from './saved-search';

const product = (title: string, over: Partial<Product> = {}): Product => ({
  id: title,
  farmerId: 'f1',
  title,
  description: '',
  category: 'Vegetables',
  pricePaise: 2500,
  quantityG: 40000,
  wholeKg: false,
  inStock: true,
  imageURL: '',
  photos: [],
  farmLocation: { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
  geo: null,
  createdAtMs: 1,
  updatedAtMs: 1,
  mandi: null,
  ...over,
});

const saved = [
  product('Red Onion', { createdAtMs: 3, pricePaise: 3000 }),
  product('Basmati Rice', { category: 'Grains', createdAtMs: 2, pricePaise: 9000 }),
  product('Potato', {
    createdAtMs: 1,
    pricePaise: 2000,
    farmLocation: { pincode: 110001, state: 'Delhi', district: 'New Delhi' },
  }),
];
const titles = (ps: Product[]) => ps.map((p) => p.title);

describe('searching the page saved on the phone', () => {
  it('finds a title by a word, its start, or a local name of the produce', () => {
    const search = (token: string) =>
      titles(
        searchSaved(saved, { where: [{ field: 'searchTokens', op: 'array-contains', value: token }], orderBy: [] }),
      );
    expect(search('onion')).toEqual(['Red Onion']);
    expect(search('bas')).toEqual(['Basmati Rice']);
    expect(search('kanda')).toEqual(['Red Onion']);
    expect(search('mango')).toEqual([]);
  });

  it('applies the filters and the order of the query', () => {
    const where = [
      { field: 'inStock', op: '==', value: true },
      { field: 'pricePaise', op: '>=', value: 2500 },
    ] as const;
    expect(
      titles(searchSaved(saved, { where: [...where], orderBy: [{ field: 'pricePaise', direction: 'desc' }] })),
    ).toEqual(['Basmati Rice', 'Red Onion']);
    const delhi = [{ field: 'farmLocation.state', op: '==', value: 'Delhi' }] as const;
    expect(titles(searchSaved(saved, { where: [...delhi], orderBy: [] }))).toEqual(['Potato']);
    expect(titles(searchSaved(saved, { where: [], orderBy: [{ field: 'createdAt', direction: 'desc' }] }))).toEqual([
      'Red Onion',
      'Basmati Rice',
      'Potato',
    ]);
  });
});
