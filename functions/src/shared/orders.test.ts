import { describe, expect, it } from 'vitest';
import { firstIssue, parseForPeople } from './profile';
import { notEnoughStock, orderActionSchema, placeBuyRequestSchema } from './order-schemas';
import {
  ORDER_ACTIONS,
  ORDER_STATUSES,
  isOrderStatus,
  newRequestId,
  nextStatus,
  type OrderAction,
  type OrderStatus,
} from './orders';

describe('nextStatus (spec section 4)', () => {
  const allowed: Array<[OrderStatus, OrderAction, 'farmer' | 'user', OrderStatus, string]> = [
    ['Pending', 'accept', 'farmer', 'Accepted!', 'Accepted'],
    ['Pending', 'decline', 'farmer', 'Declined', 'Declined'],
    ['Pending', 'cancel', 'user', 'Cancelled', 'Cancelled'],
    ['Accepted!', 'dispatch', 'farmer', 'Dispatched', 'Accepted'],
    ['Dispatched', 'deliver', 'farmer', 'Delivered', 'Accepted'],
  ];
  for (const [from, action, role, to, buyRequests] of allowed) {
    it(`lets the ${role} ${action} a ${from} order`, () => {
      expect(nextStatus(from, action, role)).toEqual({ ok: true, to, buyRequests, takesStock: action === 'accept' });
    });
  }

  it('refuses every other transition', () => {
    const ok = new Set(allowed.map(([from, action, role]) => `${from}|${action}|${role}`));
    let refused = 0;
    for (const from of ORDER_STATUSES)
      for (const action of ORDER_ACTIONS)
        for (const role of ['farmer', 'user'] as const) {
          const r = nextStatus(from, action, role);
          expect(r.ok, `${from} ${action} by ${role}`).toBe(ok.has(`${from}|${action}|${role}`));
          if (!r.ok) refused++;
        }
    expect(refused).toBe(ORDER_STATUSES.length * ORDER_ACTIONS.length * 2 - allowed.length);
  });

  it("answers a second accept with the spec's 'Already Accepted'", () => {
    expect(nextStatus('Accepted!', 'accept', 'farmer')).toEqual({
      ok: false,
      code: 'failed-precondition',
      error: 'orders/already-accepted',
      params: {},
      message: 'Already Accepted',
    });
  });

  it('refuses the wrong party with permission-denied before looking at the state', () => {
    expect(nextStatus('Pending', 'accept', 'user')).toMatchObject({
      ok: false,
      code: 'permission-denied',
      error: 'orders/only-party',
      params: { role: 'farmer', action: 'accept' },
      message: 'Only the farmer of this order can accept it',
    });
    expect(nextStatus('Pending', 'cancel', 'farmer')).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(nextStatus('Delivered', 'dispatch', 'user')).toMatchObject({ ok: false, code: 'permission-denied' });
  });

  it('explains a transition from the wrong state', () => {
    expect(nextStatus('Declined', 'accept', 'farmer')).toEqual({
      ok: false,
      code: 'failed-precondition',
      error: 'orders/wrong-status',
      params: { status: 'Declined', action: 'accept' },
      message: 'An order that is Declined cannot be accepted',
    });
    expect(nextStatus('Accepted!', 'cancel', 'user')).toMatchObject({
      message: 'An order that is Accepted! cannot be cancelled',
    });
    expect(nextStatus('Declined', 'decline', 'farmer')).toMatchObject({ message: 'This order is already Declined' });
    expect(nextStatus('Pending', 'deliver', 'farmer')).toMatchObject({ code: 'failed-precondition' });
  });

  it('knows its statuses', () => {
    expect(isOrderStatus('Accepted!')).toBe(true);
    expect(isOrderStatus('Accepted')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});

describe('placeBuyRequestSchema', () => {
  const ok = { productId: 'Xy12abCD34efGH56ijKL', quantityG: 3000, requestId: newRequestId() };
  const messageOf = (data: unknown) => {
    const r = parseForPeople(placeBuyRequestSchema, data);
    return r.success ? null : firstIssue(r.error);
  };

  it('accepts grams from 0.1 kg to 1,00,000 kg in steps of 0.1 kg', () => {
    expect(messageOf(ok)).toBeNull();
    expect(messageOf({ ...ok, quantityG: 100 })).toBeNull();
    expect(messageOf({ ...ok, quantityG: 2500 })).toBeNull();
    expect(messageOf({ ...ok, quantityG: 100_000_000 })).toBeNull();
  });

  const bad: Array<[string, unknown, string]> = [
    ['a missing quantity', { productId: ok.productId, requestId: ok.requestId }, 'Enter the quantity in kg'],
    ['zero', { ...ok, quantityG: 0 }, 'Buy quantity must be at least 0.1 kg'],
    ['50 g', { ...ok, quantityG: 50 }, 'Buy quantity must be at least 0.1 kg'],
    ['a negative quantity', { ...ok, quantityG: -2000 }, 'Buy quantity must be at least 0.1 kg'],
    ['2.55 kg', { ...ok, quantityG: 2550 }, 'Quantity goes in steps of 0.1 kg (100 g)'],
    ['a fraction of a gram', { ...ok, quantityG: 1500.5 }, 'Quantity goes in steps of 0.1 kg (100 g)'],
    ['a huge quantity', { ...ok, quantityG: 100_000_100 }, 'Quantity can be at most 1,00,000 kg'],
    ['a numeric string', { ...ok, quantityG: '5000' }, 'Enter the quantity in kg'],
    ['NaN', { ...ok, quantityG: Number.NaN }, 'Enter the quantity in kg'],
    ['Infinity', { ...ok, quantityG: Number.POSITIVE_INFINITY }, 'Enter the quantity in kg'],
    // An old phone's bundle sends kg: the grams are missing, so it is asked for them.
    [
      'a kg field of old',
      { productId: ok.productId, requestId: ok.requestId, quantityKg: 3 },
      'Enter the quantity in kg',
    ],
    ['a missing product', { quantityG: 1000, requestId: ok.requestId }, 'Choose a product to buy'],
    ['a product path', { ...ok, productId: 'products/abc' }, 'Choose a product to buy'],
    ['an empty product id', { ...ok, productId: '' }, 'Choose a product to buy'],
    ['a short request id', { ...ok, requestId: 'abc' }, 'This request could not be identified; please try again'],
    [
      'a request id with spaces',
      { ...ok, requestId: 'abc def ghi' },
      'This request could not be identified; please try again',
    ],
    [
      'a missing request id',
      { productId: ok.productId, quantityG: 1000 },
      'This request could not be identified; please try again',
    ],
    ['a client-sent price', { ...ok, pricePaise: 1 }, 'The request has an unexpected field'],
    ['no data', undefined, 'The request is not valid'],
    ['a string', 'buy', 'The request is not valid'],
  ];
  for (const [what, data, message] of bad) {
    it(`refuses ${what}`, () => expect(messageOf(data)).toBe(message));
  }

  it('makes request ids the functions accept, different each time', () => {
    const a = newRequestId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(a);
  });
});

describe('orderActionSchema', () => {
  const parse = (data: unknown) => parseForPeople(orderActionSchema, data);

  it('accepts every action, with an optional trimmed reason', () => {
    for (const action of ORDER_ACTIONS) expect(parse({ orderId: 'abc123', action }).success).toBe(true);
    expect(parse({ orderId: 'abc123', action: 'decline', reason: '  sold at the mandi  ' })).toMatchObject({
      data: { reason: 'sold at the mandi' },
    });
  });

  it('refuses unknown actions, long reasons and bad ids with human messages', () => {
    const first = (data: unknown) => {
      const r = parse(data);
      return r.success ? null : firstIssue(r.error);
    };
    expect(first({ orderId: 'abc123', action: 'refund' })).toBe('Choose accept, decline, cancel, dispatch or deliver');
    expect(first({ orderId: 'abc123', action: 'decline', reason: 'x'.repeat(301) })).toBe(
      'The reason can be at most 300 characters long',
    );
    expect(first({ orderId: 'a/b', action: 'accept' })).toBe('This order does not exist');
    expect(first({ action: 'accept' })).toBe('This order does not exist');
    expect(first({ orderId: 'abc123', action: 'accept', status: 'Delivered' })).toBe(
      'The request has an unexpected field',
    );
  });

  it('words the stock refusal with the kg left', () => {
    expect(notEnoughStock(7)).toBe('Not enough stock left: only 7 kg available');
  });
});
