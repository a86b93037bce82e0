import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextPaint, onNextPaint } from './next-paint';

// The browser's frames, driven by hand: `paint()` runs the callbacks of one frame.
let frames: Map<number, FrameRequestCallback>;
let nextId: number;
function paint() {
  const due = [...frames.values()];
  frames.clear();
  for (const cb of due) cb(0);
}

beforeEach(() => {
  frames = new Map();
  nextId = 1;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    frames.set(nextId, cb);
    return nextId++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('onNextPaint', () => {
  it('runs in a task after the next frame, not in the frame itself, and once', () => {
    const fn = vi.fn();
    onNextPaint(fn);
    expect(fn).not.toHaveBeenCalled();
    paint();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs after 100 ms when no frame comes (a hidden page draws none)', () => {
    const fn = vi.fn();
    onNextPaint(fn);
    vi.advanceTimersByTime(99);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    paint();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled, before the frame or after it', () => {
    const early = vi.fn();
    onNextPaint(early)();
    const late = vi.fn();
    const cancel = onNextPaint(late);
    paint();
    cancel();
    vi.advanceTimersByTime(500);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('nextPaint', () => {
  it('resolves after the next frame', async () => {
    let resolved = false;
    const done = nextPaint().then(() => (resolved = true));
    paint();
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(resolved).toBe(true);
  });
});
