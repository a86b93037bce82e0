import { describe, expect, it } from 'vitest';
import { planFlush, planPush, pushStateOf, type PushState } from './push-plan';

// The coalescing and the hourly cap, as pure functions of a per-person state.
// Times are milliseconds from an arbitrary start; limits are written out here.
const LIMITS = { pushesPerHour: 20, coalesceWindowMs: 60_000 };
const T0 = 1_000_000;

describe('planPush: bursts', () => {
  it('pushes the first event of a quiet spell at once and opens a one-minute window', () => {
    expect(planPush(null, T0, 'request', LIMITS)).toEqual({
      action: 'send-now',
      state: { hourStart: T0, sentInHour: 1, windowEnd: T0 + 60_000, burst: 1, pending: 0, allRequests: true },
    });
    expect(planPush(null, T0, 'accepted', LIMITS).state.allRequests).toBe(false);
  });

  it('turns ten requests in a minute into one push now and one flush for all ten', () => {
    let state: PushState | null = null;
    const actions: string[] = [];
    for (let i = 0; i < 10; i++) {
      const plan = planPush(state, T0 + i * 5_000, 'request', LIMITS);
      actions.push(plan.action);
      state = plan.state;
    }
    expect(actions).toEqual([
      'send-now',
      'flush-later',
      'hold',
      'hold',
      'hold',
      'hold',
      'hold',
      'hold',
      'hold',
      'hold',
    ]);
    expect(state).toEqual({
      hourStart: T0,
      sentInHour: 2,
      windowEnd: T0 + 60_000,
      burst: 10,
      pending: 9,
      allRequests: true,
    });
    expect(planFlush(state!, T0 + 60_000, LIMITS)).toEqual({
      count: 10,
      allRequests: true,
      send: true,
      state: { hourStart: T0, sentInHour: 2, windowEnd: T0 + 120_000, burst: 10, pending: 0, allRequests: true },
    });
  });

  it('counts a burst mixing requests and other news as order updates', () => {
    const first = planPush(null, T0, 'request', LIMITS);
    const second = planPush(first.state, T0 + 1_000, 'cancelled', LIMITS);
    const third = planPush(second.state, T0 + 2_000, 'request', LIMITS);
    expect([second.action, third.action]).toEqual(['flush-later', 'hold']);
    expect(planFlush(third.state, T0 + 60_000, LIMITS)).toMatchObject({ count: 3, allRequests: false, send: true });
  });

  it('keeps counting a burst that goes on past a flush, and starts afresh after a quiet window', () => {
    const lead = planPush(null, T0, 'request', LIMITS);
    const follower = planPush(lead.state, T0 + 10_000, 'request', LIMITS);
    const flushed = planFlush(follower.state, T0 + 60_000, LIMITS);
    expect(flushed.count).toBe(2);
    // Within a minute of the flush: the same burst, a new flush promised.
    const more = planPush(flushed.state, T0 + 90_000, 'request', LIMITS);
    expect(more.action).toBe('flush-later');
    expect(planFlush(more.state, T0 + 120_000, LIMITS)).toMatchObject({ count: 3, send: true });
    // A minute with nothing after that flush: the next event is a new burst, pushed at once.
    const quiet = planFlush(more.state, T0 + 120_000, LIMITS).state;
    expect(planPush(quiet, T0 + 180_000, 'accepted', LIMITS)).toEqual({
      action: 'send-now',
      state: { hourStart: T0, sentInHour: 4, windowEnd: T0 + 240_000, burst: 1, pending: 0, allRequests: false },
    });
  });

  it('lets an event racing the flush join it, but starts afresh when the flush never came', () => {
    const lead = planPush(null, T0, 'request', LIMITS);
    const waiting = planPush(lead.state, T0 + 1_000, 'request', LIMITS).state;
    // Just past the window end, the flush is still on its way.
    expect(planPush(waiting, T0 + 61_000, 'request', LIMITS)).toMatchObject({
      action: 'hold',
      state: { burst: 3, pending: 2 },
    });
    // A whole window later it is not coming (its instance stopped): push now.
    expect(planPush(waiting, T0 + 120_000, 'request', LIMITS)).toMatchObject({
      action: 'send-now',
      state: { burst: 1, pending: 0, windowEnd: T0 + 180_000, sentInHour: 3 },
    });
  });
});

describe('planFlush', () => {
  it('sends nothing when no event waits', () => {
    const lead = planPush(null, T0, 'request', LIMITS).state;
    expect(planFlush(lead, T0 + 60_000, LIMITS)).toEqual({ state: lead, count: 0, allRequests: true, send: false });
  });
});

describe('planPush: the hourly cap', () => {
  it('sends at most 20 pushes an hour, counting promised flushes, then leaves the rest to the centre', () => {
    let state: PushState | null = null;
    const counts = { 'send-now': 0, 'flush-later': 0, hold: 0, capped: 0 };
    // One event every two minutes: every one is a quiet-spell push.
    for (let i = 0; i < 25; i++) {
      const plan = planPush(state, T0 + i * 120_000, 'accepted', LIMITS);
      counts[plan.action]++;
      state = plan.state;
    }
    expect(counts).toEqual({ 'send-now': 20, 'flush-later': 0, hold: 0, capped: 5 });
    expect(state).toMatchObject({ sentInHour: 20, hourStart: T0 });
  });

  it('refuses a flush when the hour is spent; an event in that window is capped too', () => {
    const spent: PushState = {
      hourStart: T0,
      sentInHour: 20,
      windowEnd: T0 + 60_000,
      burst: 1,
      pending: 0,
      allRequests: true,
    };
    expect(planPush(spent, T0 + 1_000, 'request', LIMITS)).toEqual({ state: spent, action: 'capped' });
    const nineteen = { ...spent, sentInHour: 19 };
    expect(planPush(nineteen, T0 + 1_000, 'request', LIMITS)).toMatchObject({
      action: 'flush-later',
      state: { sentInHour: 20, pending: 1, burst: 2 },
    });
  });

  it('starts counting again an hour after the counting began', () => {
    const spent: PushState = {
      hourStart: T0,
      sentInHour: 20,
      windowEnd: T0 + 60_000,
      burst: 1,
      pending: 0,
      allRequests: true,
    };
    expect(planPush(spent, T0 + 3_599_999, 'request', LIMITS).action).toBe('capped');
    expect(planPush(spent, T0 + 3_600_000, 'request', LIMITS)).toEqual({
      action: 'send-now',
      state: {
        hourStart: T0 + 3_600_000,
        sentInHour: 1,
        windowEnd: T0 + 3_660_000,
        burst: 1,
        pending: 0,
        allRequests: true,
      },
    });
  });
});

describe('pushStateOf', () => {
  it('reads a stored state and takes anything malformed as zero', () => {
    expect(pushStateOf(undefined)).toBeNull();
    expect(
      pushStateOf({
        hourStart: 5,
        sentInHour: 'x',
        windowEnd: -1,
        burst: 2,
        pending: 1,
        allRequests: 1,
        updatedAt: {},
      }),
    ).toEqual({ hourStart: 5, sentInHour: 0, windowEnd: 0, burst: 2, pending: 1, allRequests: false });
  });
});
