// Whether a throttled run still emulates the calibrated phone. The slowdown is set from
// the host's CPU benchmark index, but a shared host's speed can move within minutes, and
// a 2-core host's freshly launched Chromium benchmarks lower than a running one. A
// Lighthouse navigation run is analysed at the index it read itself (lighthouse.mjs); the
// taps' user flows throttle the CPU as they run (DevTools throttling), so their slowdown is
// set before the run, and a run whose own index shows the host had moved emulated another
// phone, and is taken again.

/** The benchmark index of the phone every run emulates (a cheap Android phone). */
export const PHONE_INDEX = 400;

/**
 * How far a run's index may stray from the calibration's and still count. The benchmark's own
 * spread is about 10 %; at 25 % a run could emulate a phone a sixth slower than the target one
 * and count (performance-history, 30 Nov, morning).
 */
export const INDEX_TOLERANCE = 0.15;

/**
 * How many runs one figure may take beyond its count, to replace runs taken while the host's
 * speed had moved. On this 2-core shared host consecutive runs' indexes fall in two bands,
 * about 950-1,300 and 1,600-2,300 (performance-history, 1 Dec).
 */
export const MAX_RETAKES = 4;

/** How many of the latest host indexes a new calibration is the median of. */
const RECENT = 3;

/** The CPU slowdown that makes a host of `index` emulate the phone. */
export const slowdownFor = (index) => Math.round((index / PHONE_INDEX) * 100) / 100;

/** True when `runIndex` is within the tolerance of the calibration's `index`. */
export function calibrationHeld(index, runIndex, tolerance = INDEX_TOLERANCE) {
  if (!(index > 0) || !(runIndex > 0)) return false;
  return Math.abs(runIndex / index - 1) <= tolerance;
}

/**
 * `count` runs of `runOnce(calibration)` (each resolves with `{ benchmarkIndex }`) that
 * count. Each run is judged by itself: it counts when its own index is within the tolerance
 * of the index its slowdown came from, so every run kept emulated the phone. A run that
 * strayed is dropped, and the calibration moves to the median of the last RECENT indexes
 * read, its own included (the host's speed now, in the Chromium the figures are measured
 * in; the median, so that one run taken while the host was briefly busy does not move it
 * alone). At most
 * MAX_RETAKES runs are taken again; if the figure still lacks `count` runs, the latest runs
 * that strayed fill it, marked `drifted` (the figure does not count). Without a calibration
 * every run counts.
 * Resolves with { runs, strayed (the dropped runs' indexes), recalibrated, calibration
 * (the one in force at the end) }.
 */
export async function calibratedRuns(count, runOnce, calibration) {
  const held = [];
  const dropped = [];
  // The calibration's own index is the first reading: one run alone never moves it.
  const seen = calibration ? [calibration.index] : [];
  let recalibrated = 0;
  let current = calibration;
  while (held.length < count && held.length + dropped.length < count + MAX_RETAKES) {
    const r = await runOnce(current);
    if (r.benchmarkIndex > 0) seen.push(r.benchmarkIndex);
    if (!current || calibrationHeld(current.index, r.benchmarkIndex)) {
      held.push(r);
      continue;
    }
    dropped.push(r);
    const recent = seen.slice(-RECENT).sort((a, b) => a - b);
    const index = recent[Math.floor(recent.length / 2)];
    if (index !== current.index) recalibrated++;
    current = { ...current, index, slowdown: slowdownFor(index) };
  }
  const missing = count - held.length;
  const runs = missing > 0 ? [...held, ...dropped.slice(-missing).map((r) => ({ ...r, drifted: true }))] : held;
  return { runs, strayed: dropped.map((r) => r.benchmarkIndex), recalibrated, calibration: current };
}

/** The runs a figure took again because the host's speed had moved, by their host index. */
export const strayedNote = (indexes) =>
  `${indexes.length === 1 ? '1 run' : `${indexes.length} runs`} taken again (host index ${indexes.join(', ')}:` +
  ` more than ${INDEX_TOLERANCE * 100} % from the index of the slowdown it ran at)`;
