import { NOTIFY_LIMITS, type NotifyEvent } from '../shared/notifications';

// When a person's phone is pushed, as pure functions of a small per-person
// state (pushState/{uid}), so every rule is unit-tested without a clock or a
// database (push-plan.test.ts). push-to-person.ts runs them in transactions.
//
// The first event after a quiet spell is pushed at once and opens a window
// (a minute). Events inside the window wait: the first of them is told to
// flush when the window ends, the rest are only counted, and the flush sends
// one push for them all ("10 new buy requests"). A flush opens the next window,
// so a steady stream gives one push a minute whose count keeps growing (the
// phone shows the latest under the same tag). Every push, sent or promised,
// counts against the hourly cap; beyond it the notification centre alone has
// the news.

const HOUR_MS = 3_600_000;

export interface PushState {
  /** When the current counting hour began (ms). */
  hourStart: number;
  /** Pushes sent or promised (a flush) since hourStart. */
  sentInHour: number;
  /** Until when events join the current burst (ms); 0 when none was ever open. */
  windowEnd: number;
  /** Events in the current burst, the one pushed at once included. */
  burst: number;
  /** Events waiting for the flush at windowEnd. */
  pending: number;
  /** Whether every event of the burst is a buy request ("10 new buy requests"). */
  allRequests: boolean;
}

export interface PushLimits {
  pushesPerHour: number;
  coalesceWindowMs: number;
}

/** The limits deployed; tests shorten the window (push-to-person.ts). */
export const PUSH_LIMITS: PushLimits = {
  pushesPerHour: NOTIFY_LIMITS.pushesPerHour,
  coalesceWindowMs: NOTIFY_LIMITS.coalesceWindowMs,
};

export type PushAction = 'send-now' | 'flush-later' | 'hold' | 'capped';

export interface PushPlan {
  state: PushState;
  action: PushAction;
}

export interface FlushPlan {
  state: PushState;
  /** Events of the whole burst, for "10 new buy requests". */
  count: number;
  allRequests: boolean;
  send: boolean;
}

/** Reads a stored state leniently: anything malformed means a quiet start. */
export function pushStateOf(data: unknown): PushState | null {
  const d = (data ?? null) as Partial<Record<keyof PushState, unknown>> | null;
  if (!d) return null;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);
  return {
    hourStart: n(d.hourStart),
    sentInHour: n(d.sentInHour),
    windowEnd: n(d.windowEnd),
    burst: n(d.burst),
    pending: n(d.pending),
    allRequests: d.allRequests === true,
  };
}

/** What to do with one event for a person whose state is `state` at `now`. */
export function planPush(
  state: PushState | null,
  now: number,
  event: NotifyEvent,
  limits: PushLimits = PUSH_LIMITS,
): PushPlan {
  const prev = state ?? { hourStart: now, sentInHour: 0, windowEnd: 0, burst: 0, pending: 0, allRequests: true };
  const hourOver = now >= prev.hourStart + HOUR_MS || now < prev.hourStart;
  const s: PushState = hourOver ? { ...prev, hourStart: now, sentInHour: 0 } : { ...prev };
  const isRequest = event === 'request';
  const full = s.sentInHour >= limits.pushesPerHour;

  // A flush is promised and its sender is at most a window late: join its
  // burst even just past windowEnd, so an event racing the flush is not lost.
  // Later than that, its sender died (an instance stopped): start afresh.
  const flushAlive = s.pending > 0 && now < s.windowEnd + limits.coalesceWindowMs;
  if (now < s.windowEnd || flushAlive) {
    if (s.pending > 0) {
      return {
        state: { ...s, burst: s.burst + 1, pending: s.pending + 1, allRequests: s.allRequests && isRequest },
        action: 'hold',
      };
    }
    if (full) return { state: s, action: 'capped' };
    return {
      state: {
        ...s,
        sentInHour: s.sentInHour + 1,
        burst: s.burst + 1,
        pending: 1,
        allRequests: s.allRequests && isRequest,
      },
      action: 'flush-later',
    };
  }

  if (full) return { state: { ...s, burst: 0, pending: 0 }, action: 'capped' };
  return {
    state: {
      ...s,
      sentInHour: s.sentInHour + 1,
      windowEnd: now + limits.coalesceWindowMs,
      burst: 1,
      pending: 0,
      allRequests: isRequest,
    },
    action: 'send-now',
  };
}

/**
 * The flush at the end of a window: one push for the burst when events wait
 * (its place in the hourly cap was taken when it was promised). The next
 * window opens at once, so a burst that goes on is counted on.
 */
export function planFlush(state: PushState, now: number, limits: PushLimits = PUSH_LIMITS): FlushPlan {
  if (state.pending === 0) return { state, count: 0, allRequests: state.allRequests, send: false };
  return {
    state: { ...state, pending: 0, windowEnd: now + limits.coalesceWindowMs },
    count: state.burst,
    allRequests: state.allRequests,
    send: true,
  };
}
