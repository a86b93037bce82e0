import { describe, expect, it } from 'vitest';
import { toMillis } from './timestamps';

const NOW = 1_764_000_000_000;
const now = () => NOW;

describe('toMillis', () => {
  it('reads a Timestamp through its toMillis()', () => {
    const ts = { toMillis: () => 1_700_000_000_123, seconds: 1, nanoseconds: 0 };
    expect(toMillis(ts, now)).toBe(1_700_000_000_123);
  });

  it('reads a Timestamp that lost its methods from seconds and nanoseconds', () => {
    expect(toMillis({ seconds: 1_700_000_000, nanoseconds: 456_789_000 }, now)).toBe(1_700_000_000_456);
  });

  it('keeps milliseconds already given as a number', () => {
    expect(toMillis(1_700_000_000_000, now)).toBe(1_700_000_000_000);
    expect(toMillis(0, now)).toBe(0);
  });

  it('takes a pending server timestamp (null) or a missing field as now', () => {
    expect(toMillis(null, now)).toBe(NOW);
    expect(toMillis(undefined, now)).toBe(NOW);
  });

  it('takes anything else as now rather than a wrong date', () => {
    expect(toMillis('2024-01-01', now)).toBe(NOW);
    expect(toMillis(Number.NaN, now)).toBe(NOW);
    expect(toMillis({ seconds: '1' }, now)).toBe(NOW);
  });

  it('uses the clock when no clock is given', () => {
    const before = Date.now();
    const got = toMillis(null);
    expect(got).toBeGreaterThanOrEqual(before);
    expect(got).toBeLessThanOrEqual(Date.now());
  });
});
