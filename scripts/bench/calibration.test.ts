import { describe, expect, it } from 'vitest';
import { calibratedRuns, calibrationHeld } from './calibration.mjs';

describe('calibrationHeld', () => {
  it('keeps a run whose host index is within 15 % of the calibration', () => {
    expect(calibrationHeld(3200, 3200)).toBe(true);
    expect(calibrationHeld(3200, 2730)).toBe(true);
    expect(calibrationHeld(3200, 3670)).toBe(true);
  });

  it('drops a run taken after the host slowed down or sped up', () => {
    expect(calibrationHeld(2829, 843)).toBe(false);
    expect(calibrationHeld(885, 2476)).toBe(false);
    // The whole bench of 30 Nov: calibrated at 3,200 (8x), the taps' runs read 2,710.
    expect(calibrationHeld(3200, 2710)).toBe(false);
    expect(calibrationHeld(3200, 3681)).toBe(false);
  });

  it('never counts a run without an index', () => {
    expect(calibrationHeld(3200, 0)).toBe(false);
    expect(calibrationHeld(3200, Number.NaN)).toBe(false);
    expect(calibrationHeld(0, 3200)).toBe(false);
  });
});

/** A run per index, in order; each records the slowdown it was taken at. */
function scripted(indexes: number[]) {
  const taken: number[] = [];
  const runOnce = async (c: { slowdown: number } | null) => {
    taken.push(c?.slowdown ?? 4);
    return { benchmarkIndex: indexes[taken.length - 1] };
  };
  return { runOnce, taken };
}

describe('calibratedRuns', () => {
  it('counts every run while the host holds its speed', async () => {
    const { runOnce, taken } = scripted([3100, 3300, 3200]);
    const got = await calibratedRuns(3, runOnce, { index: 3200, slowdown: 8 });
    expect(got.runs.map((r) => r.benchmarkIndex)).toEqual([3100, 3300, 3200]);
    expect(got.recalibrated).toBe(0);
    expect(got.strayed).toEqual([]);
    expect(taken).toEqual([8, 8, 8]);
    expect(got.runs.some((r) => 'drifted' in r)).toBe(false);
  });

  it("takes a drifted run again at a slowdown from that run's own index", async () => {
    const { runOnce, taken } = scripted([2500, 2480, 2550, 2600]);
    const got = await calibratedRuns(3, runOnce, { index: 885, slowdown: 2.21 });
    expect(taken).toEqual([2.21, 6.25, 6.25, 6.25]);
    expect(got.runs.map((r) => r.benchmarkIndex)).toEqual([2480, 2550, 2600]);
    expect(got.strayed).toEqual([2500]);
    expect(got.recalibrated).toBe(1);
    expect(got.calibration).toEqual({ index: 2500, slowdown: 6.25 });
  });

  it('keeps the runs that held when a later one strays, and replaces only that one', async () => {
    // Bench of 30 Nov, night, farmer /OrderMessage: 1,908 and 2,162 held near 2,000, then 1,289.
    const { runOnce, taken } = scripted([1908, 2162, 1289, 2050]);
    const got = await calibratedRuns(3, runOnce, { index: 2000, slowdown: 5 });
    expect(got.runs.map((r) => r.benchmarkIndex)).toEqual([1908, 2162, 2050]);
    expect(got.strayed).toEqual([1289]);
    // The median of 1,908, 2,162 and 1,289: the one slow run does not move the calibration alone.
    expect(taken).toEqual([5, 5, 5, 4.77]);
    expect(got.runs.some((r) => 'drifted' in r)).toBe(false);
  });

  it('follows a host that settled at a new speed', async () => {
    // Bench of 30 Nov, night, buyer /MyOrdersUser: runs read 2,441-2,505 against 2,016.
    const { runOnce, taken } = scripted([1500, 2505, 2467, 2441, 2470, 2455]);
    const got = await calibratedRuns(3, runOnce, { index: 2016, slowdown: 5.04 });
    // 1,500 alone does not move it (the median of 2,016 and 1,500 is 2,016); 2,505 then 2,467 do.
    expect(taken).toEqual([5.04, 5.04, 5.04, 6.17, 6.17, 6.17]);
    expect(got.runs.map((r) => r.benchmarkIndex)).toEqual([2441, 2470, 2455]);
    expect(got.strayed).toEqual([1500, 2505, 2467]);
    expect(got.calibration).toEqual({ index: 2467, slowdown: 6.17 });
    expect(got.runs.some((r) => 'drifted' in r)).toBe(false);
  });

  it('after four runs taken again fills the figure with the latest that strayed, marked drifted', async () => {
    const { runOnce, taken } = scripted([800, 2400, 900, 3100, 1200, 2800]);
    const got = await calibratedRuns(2, runOnce, { index: 2400, slowdown: 6 });
    expect(taken).toEqual([6, 6, 6, 2.25, 6, 3]);
    // 2,400 held; the other place goes to the last run, which strayed.
    expect(got.runs).toEqual([{ benchmarkIndex: 2400 }, { benchmarkIndex: 2800, drifted: true }]);
    expect(got.strayed).toEqual([800, 900, 3100, 1200, 2800]);
  });

  it('without a calibration (a fixed 4x) counts every run', async () => {
    const { runOnce } = scripted([800, 3000]);
    const got = await calibratedRuns(2, runOnce, null);
    expect(got.runs).toEqual([{ benchmarkIndex: 800 }, { benchmarkIndex: 3000 }]);
    expect(got.recalibrated).toBe(0);
  });
});
