import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderIdFor } from './order-id';

const KEY = 'unit-test-key';

describe('orderIdFor', () => {
  it('gives one id per buyer and request, shaped like a Firestore auto id', () => {
    const id = orderIdFor('buyerUid1', 'request-0001', KEY);
    expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(orderIdFor('buyerUid1', 'request-0001', KEY)).toBe(id);
  });

  it('differs between requests and between buyers, also in the short id', () => {
    const ids = new Set<string>();
    const shorts = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const id = orderIdFor(i % 2 ? 'buyerA' : 'buyerB', `request-${i}`, KEY);
      ids.add(id);
      shorts.add(id.slice(-6));
    }
    expect(ids.size).toBe(200);
    expect(shorts.size).toBe(200);
    expect(orderIdFor('buyerA', 'request-1', KEY)).not.toBe(orderIdFor('buyerB', 'request-1', KEY));
  });

  it('depends on the server key: public inputs alone do not give the id', () => {
    const unkeyed = (text: string) =>
      Array.from(createHash('sha256').update(text).digest().subarray(0, 20), (b) => {
        const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
        return abc[b % abc.length];
      }).join('');
    expect(orderIdFor('buyerA', 'request-1', KEY)).not.toBe(unkeyed('buyerA:request-1'));
    expect(orderIdFor('buyerA', 'request-1', KEY)).not.toBe(orderIdFor('buyerA', 'request-1', 'another-key'));
  });
});
