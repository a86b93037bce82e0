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
    expect(taken).toEqual([8, 8, 8]);
    expect(got.runs.some((r) => 'drifted' in r)).toBe(false);
  });

  it("takes a drifted run again at a slowdown from that run's own index", async () => {
    const { runOnce, taken } = scripted([2500, 2480, 2550, 2600]);
    const got = await calibratedRuns(3, runOnce, { index: 885, slowdown: 2.21 });
    expect(taken).toEqual([2.21, 6.25, 6.25, 6.25]);
    expect(got.runs.map((r) => r.benchmarkIndex)).toEqual([2480, 2550, 2600]);
    expect(got.recalibrated).toBe(1);
    expect(got.calibration).toEqual({ index: 2500, slowdown: 6.25 });
  });

  it('after two new calibrations keeps a run that still strayed, marked drifted', async () => {
    const { runOnce, taken } = scripted([800, 2400, 900, 3100]);
    const got = await calibratedRuns(2, runOnce, { index: 2400, slowdown: 6 });
    // 800 moves the calibration to 2x; 2400 moves it back to 6x; then no more moves.
    expect(taken).toEqual([6, 2, 6, 6]);
    expect(got.recalibrated).toBe(2);
    expect(got.runs).toEqual([
      { benchmarkIndex: 900, drifted: true },
      { benchmarkIndex: 3100, drifted: true },
    ]);
  });

  it('moves the calibration to the median of the runs so far, so one busy run does not move it alone', async () => {
    // The first calibration read low in fresh Chromiums (2076); the runs' own Chromium reads
    // about 2,500-2,800, and one run was taken while the host was busy (1757).
    const { runOnce, taken } = scripted([2816, 2631, 1757, 2472, 2517]);
    const got = await calibratedRuns(3, runOnce, { index: 2076, slowdown: 5.19 });
    expect(taken).toEqual([5.19, 7.04, 7.04, 6.58, 6.58]);
    expect(got.runs.map((r) => r.benchmarkIndex)).toEqual([2631, 2472, 2517]);
    expect(got.recalibrated).toBe(2);
    expect(got.calibration).toEqual({ index: 2631, slowdown: 6.58 });
    expect(got.runs.some((r) => 'drifted' in r)).toBe(false);
  });

  it('without a calibration (a fixed 4x) counts every run', async () => {
    const { runOnce } = scripted([800, 3000]);
    const got = await calibratedRuns(2, runOnce, null);
    expect(got.runs).toEqual([{ benchmarkIndex: 800 }, { benchmarkIndex: 3000 }]);
    expect(got.recalibrated).toBe(0);
  });
});
