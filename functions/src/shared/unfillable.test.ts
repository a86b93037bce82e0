import { describe, expect, it } from 'vitest';
import { unfillable } from './orders';

describe('unfillable', () => {
  const pending = [
    { id: 'a', quantityG: 50_000 },
    { id: 'b', quantityG: 10_000 },
    { id: 'c', quantityG: 10_100 },
  ];
  it('picks the requests asking for more than the stock left', () => {
    // 10 kg left: 10.1 kg cannot be filled, 10 kg can.
    expect(unfillable(pending, 10_000).map((o) => o.id)).toEqual(['a', 'c']);
    expect(unfillable(pending, 0).map((o) => o.id)).toEqual(['a', 'b', 'c']);
    expect(unfillable(pending, 50_000)).toEqual([]);
  });
  it('picks all of them when the product is gone', () => {
    expect(unfillable(pending, null)).toEqual(pending);
  });
});
