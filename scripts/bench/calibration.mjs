// Whether a Lighthouse run still emulates the calibrated phone. The slowdown is set
// from the host's CPU benchmark index (lighthouse.mjs), but a shared host's speed can
// move within minutes, and a 2-core host's freshly launched Chromium benchmarks lower
// than a running one: a run whose host no longer matches the calibration emulates
// another phone, and counts as uncalibrated. Lighthouse benchmarks the host again at
// the start of every run, so each run says whether the calibration still held.

/** The benchmark index of the phone every run emulates (a cheap Android phone). */
export const PHONE_INDEX = 400;

/**
 * How far a run's index may stray from the calibration's and still count. The benchmark's own
 * spread is about 10 %; at 25 % a run could emulate a phone a sixth slower than the target one
 * and count (performance-history, 30 Nov, morning).
 */
export const INDEX_TOLERANCE = 0.15;

/** How many times one figure may calibrate again before it keeps a run the host's drift spoiled. */
export const MAX_RECALIBRATIONS = 2;

/** The CPU slowdown that makes a host of `index` emulate the phone. */
export const slowdownFor = (index) => Math.round((index / PHONE_INDEX) * 100) / 100;

/** True when `runIndex` is within the tolerance of the calibration's `index`. */
export function calibrationHeld(index, runIndex, tolerance = INDEX_TOLERANCE) {
  if (!(index > 0) || !(runIndex > 0)) return false;
  return Math.abs(runIndex / index - 1) <= tolerance;
}

/**
 * `count` runs of `runOnce(calibration)` (each resolves with `{ benchmarkIndex }`) that
 * count. A run whose own index strays from the calibration does not: the calibration
 * moves to the median index of every run taken so far (their benchmarks were taken in the
 * Chromium the figures are measured in, not a fresh one; the median, so that one run
 * taken while the host was briefly busy does not move it alone), and the run is taken
 * again, at most MAX_RECALIBRATIONS times; after that such a run is kept and marked
 * `drifted`. Without a calibration every run counts.
 * Resolves with { runs, recalibrated, calibration (the one in force at the end) }.
 */
export async function calibratedRuns(count, runOnce, calibration) {
  const runs = [];
  const seen = [];
  let recalibrated = 0;
  let current = calibration;
  while (runs.length < count) {
    const r = await runOnce(current);
    if (r.benchmarkIndex > 0) seen.push(r.benchmarkIndex);
    if (current && !calibrationHeld(current.index, r.benchmarkIndex)) {
      if (recalibrated < MAX_RECALIBRATIONS && seen.length) {
        recalibrated++;
        const index = [...seen].sort((a, b) => a - b)[Math.floor(seen.length / 2)];
        current = { ...current, index, slowdown: slowdownFor(index) };
        continue;
      }
      runs.push({ ...r, drifted: true });
    } else {
      runs.push(r);
    }
  }
  return { runs, recalibrated, calibration: current };
}
