import { describe, expect, it } from 'vitest';
import { unfillable } from './orders';

describe('unfillable', () => {
  const pending = [
    { id: 'a', quantityKg: 50 },
    { id: 'b', quantityKg: 10 },
    { id: 'c', quantityKg: 11 },
  ];
  it('picks the requests asking for more than the stock left', () => {
    expect(unfillable(pending, 10).map((o) => o.id)).toEqual(['a', 'c']);
    expect(unfillable(pending, 0).map((o) => o.id)).toEqual(['a', 'b', 'c']);
    expect(unfillable(pending, 50)).toEqual([]);
  });
  it('picks all of them when the product is gone', () => {
    expect(unfillable(pending, null)).toEqual(pending);
  });
});
