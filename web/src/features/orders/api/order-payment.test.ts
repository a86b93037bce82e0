import { NO_PAYMENT } from '@shared/payment';
import { describe, expect, it } from 'vitest';
import { paymentFromData } from './order-payment';

const ts = (ms: number) => ({ toMillis: () => ms });

describe('paymentFromData', () => {
  it('an order nobody has recorded a payment for is unpaid', () => {
    expect(paymentFromData(undefined)).toEqual(NO_PAYMENT);
    expect(paymentFromData({ state: 'nonsense' })).toEqual(NO_PAYMENT);
  });

  it('gives the times in ms (a Timestamp, or one that lost its prototype) and keeps the reference', () => {
    const claimed = { state: 'claimed', reference: '412345678901', claimedAt: ts(5_000), receivedAt: null };
    expect(paymentFromData(claimed)).toEqual({
      state: 'claimed',
      reference: '412345678901',
      claimedAt: 5_000,
      receivedAt: null,
    });
    const received = {
      state: 'received',
      reference: null,
      claimedAt: null,
      receivedAt: { seconds: 9, nanoseconds: 0 },
    };
    expect(paymentFromData(received)).toEqual({
      state: 'received',
      reference: null,
      claimedAt: null,
      receivedAt: 9_000,
    });
  });
});
