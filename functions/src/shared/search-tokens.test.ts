import { describe, expect, it } from 'vitest';
import { searchQueryToken, searchTokensFor } from './search-tokens';

describe('search tokens (blogs-scale minimal version)', () => {
  it('keeps every word and its prefixes from 2 letters, lower-case', () => {
    expect(searchTokensFor('Drip RAM').sort()).toEqual(['dr', 'dri', 'drip', 'ra', 'ram'].sort());
    expect(searchTokensFor('a, b')).toEqual([]);
    expect(searchTokensFor('गेहूं खेती')).toContain('गेहूं');
    expect(searchTokensFor('Ramesh ramesh')).toHaveLength(5);
  });

  it('looks up the longest word of a query, or nothing under 2 letters', () => {
    expect(searchQueryToken('  RAMESH pat ')).toBe('ramesh');
    expect(searchQueryToken('blog 1')).toBe('blog');
    expect(searchQueryToken('x')).toBeNull();
    expect(searchQueryToken('')).toBeNull();
    expect(searchQueryToken('a'.repeat(30))).toBe('a'.repeat(20));
  });
});
