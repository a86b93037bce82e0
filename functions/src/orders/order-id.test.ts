import { describe, expect, it } from 'vitest';
import { orderIdFor } from './order-id';

describe('orderIdFor', () => {
  it('gives one id per buyer and request, shaped like a Firestore auto id', () => {
    const id = orderIdFor('buyerUid1', 'request-0001');
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(orderIdFor('buyerUid1', 'request-0001')).toBe(id);
  });

  it('differs between requests and between buyers, also in the short id', () => {
    const ids = new Set<string>();
    const shorts = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const id = orderIdFor(i % 2 ? 'buyerA' : 'buyerB', `request-${i}`);
      ids.add(id);
      shorts.add(id.slice(-6));
    }
    expect(ids.size).toBe(200);
    expect(shorts.size).toBe(200);
    expect(orderIdFor('buyerA', 'request-1')).not.toBe(orderIdFor('buyerB', 'request-1'));
  });
});
