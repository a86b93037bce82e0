import { describe, expect, it } from 'vitest';
import { isUpiId, nextPayment, upiPayLink } from './payment';

describe('isUpiId', () => {
  it('takes name@bank shapes', () => {
    for (const id of ['ramesh@okaxis', 'ramesh.patil-1@ybl', '9876543210@paytm', 'r_p@sbi'])
      expect(isUpiId(id)).toBe(true);
  });
  it('refuses what no UPI app would pay to', () => {
    for (const id of [
      '',
      'ramesh',
      '@okaxis',
      'ramesh@',
      'r@okaxis',
      'ramesh@ok axis',
      ' ramesh@okaxis',
      'ramesh@ok1',
      'a@b@c',
    ])
      expect(isUpiId(id)).toBe(false);
  });
});

describe('nextPayment', () => {
  it('lets the buyer say paid once an order is accepted, and the farmer confirm', () => {
    expect(nextPayment('Accepted!', 'unpaid', 'paid', 'user')).toEqual({ ok: true, to: 'claimed' });
    expect(nextPayment('Dispatched', 'claimed', 'received', 'farmer')).toEqual({ ok: true, to: 'received' });
    expect(nextPayment('Delivered', 'unpaid', 'received', 'farmer')).toEqual({ ok: true, to: 'received' });
  });
  it('refuses the wrong party, an order not accepted, and a step already recorded', () => {
    expect(nextPayment('Accepted!', 'unpaid', 'paid', 'farmer')).toMatchObject({
      ok: false,
      error: 'payments/only-buyer',
    });
    expect(nextPayment('Accepted!', 'claimed', 'received', 'user')).toMatchObject({
      ok: false,
      error: 'payments/only-farmer',
    });
    for (const status of ['Pending', 'Declined', 'Cancelled'] as const)
      expect(nextPayment(status, 'unpaid', 'paid', 'user')).toMatchObject({
        ok: false,
        error: 'payments/not-accepted',
      });
    expect(nextPayment('Accepted!', 'claimed', 'paid', 'user')).toMatchObject({ ok: false, error: 'payments/already' });
    expect(nextPayment('Accepted!', 'received', 'received', 'farmer')).toMatchObject({
      ok: false,
      error: 'payments/already',
    });
    expect(nextPayment('Accepted!', 'received', 'paid', 'user')).toMatchObject({
      ok: false,
      error: 'payments/already',
    });
  });
});

describe('upiPayLink', () => {
  it('writes the payee, the amount in rupees with paise, INR and the note, each encoded', () => {
    expect(
      upiPayLink({
        upiId: 'ramesh@okaxis',
        payeeName: 'Ramesh Patil',
        amountPaise: 125050,
        note: 'Krishi Haat order ABC123',
      }),
    ).toBe('upi://pay?pa=ramesh%40okaxis&pn=Ramesh%20Patil&am=1250.50&cu=INR&tn=Krishi%20Haat%20order%20ABC123');
    expect(upiPayLink({ upiId: 'a.b@ybl', payeeName: 'रमेश & Sons', amountPaise: 8100, note: 'x' })).toBe(
      'upi://pay?pa=a.b%40ybl&pn=%E0%A4%B0%E0%A4%AE%E0%A5%87%E0%A4%B6%20%26%20Sons&am=81.00&cu=INR&tn=x',
    );
  });
});
