import { describe, expect, it } from 'vitest';
import type { Order } from './orders-api';
import { changedOrders, parseSeen, seenNow } from './seen-orders';

type Step = [status: Order['status'], role: 'farmer' | 'user'];

const order = (id: string, ...steps: Step[]): Order =>
  ({
    id,
    status: steps[steps.length - 1][0],
    timeline: steps.map(([status, role], i) => ({ status, role, by: role, at: 1_700_000_000_000 + i })),
  }) as Order;

describe('orders changed since the buyer last looked', () => {
  it('counts an order the farmer moved after the buyer looked', () => {
    const pending = order('a', ['Pending', 'user']);
    const seen = seenNow([pending]);
    expect(changedOrders([pending], seen)).toEqual([]);
    const accepted = order('a', ['Pending', 'user'], ['Accepted!', 'farmer']);
    expect(changedOrders([accepted], seen).map((o) => o.id)).toEqual(['a']);
    expect(changedOrders([accepted], seenNow([accepted]))).toEqual([]);
  });

  it("does not count the buyer's own new request or own cancel", () => {
    expect(changedOrders([order('new', ['Pending', 'user'])], {})).toEqual([]);
    const cancelled = order('c', ['Pending', 'user'], ['Cancelled', 'user']);
    expect(changedOrders([cancelled], { c: 1 })).toEqual([]);
  });

  it('counts an order answered before the buyer ever looked', () => {
    const declined = order('d', ['Pending', 'user'], ['Declined', 'farmer']);
    expect(changedOrders([declined], {}).map((o) => o.id)).toEqual(['d']);
  });

  it('counts each changed order once, however many steps it moved', () => {
    const o1 = order('x', ['Pending', 'user'], ['Accepted!', 'farmer'], ['Dispatched', 'farmer']);
    const o2 = order('y', ['Pending', 'user'], ['Declined', 'farmer']);
    expect(changedOrders([o1, o2], { x: 1, y: 2 }).map((o) => o.id)).toEqual(['x']);
  });

  it('reads only well-formed stored data', () => {
    expect(parseSeen('{"a":2,"b":"x"}')).toEqual({ a: 2 });
    expect(parseSeen('not json')).toEqual({});
    expect(parseSeen('[1,2]')).toEqual({});
    expect(parseSeen('')).toEqual({});
  });
});
