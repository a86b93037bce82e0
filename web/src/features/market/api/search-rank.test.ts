import { describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/product';
import { rankBySearch } from './search-rank';

const named = (...titles: string[]) => titles.map((title) => ({ id: title, title }) as Product);
const titles = (ps: Product[]) => ps.map((p) => p.title);

describe('ranking a search', () => {
  it('puts the name that was typed first, then names starting with it, then names with every word', () => {
    const found = named('Tomato', 'Cherry Tamatar', 'Walk2 Tamatar', 'Walk2 Tamatar Desi');
    expect(titles(rankBySearch(found, 'walk2 tamatar'))).toEqual([
      'Walk2 Tamatar',
      'Walk2 Tamatar Desi',
      'Tomato',
      'Cherry Tamatar',
    ]);
    expect(titles(rankBySearch(found, 'TAMATAR'))).toEqual([
      'Cherry Tamatar',
      'Walk2 Tamatar',
      'Walk2 Tamatar Desi',
      'Tomato',
    ]);
  });

  it('keeps the order of the query when nothing is typed or nothing is closer', () => {
    const found = named('Red Onion', 'White Onion');
    expect(rankBySearch(found, '  ')).toBe(found);
    expect(titles(rankBySearch(found, 'pyaz'))).toEqual(['Red Onion', 'White Onion']);
  });
});
