// Lighthouse (mobile, simulated slow 4G) against the running app, in Debian's
// Chromium, with the CPU slowdown calibrated to one phone on every host: a fixed
// 4x emulates a different phone on each machine, so the slowdown is this host's
// Lighthouse CPU benchmark index / 400 (a cheap Android phone; Chrome's own
// calibration puts a Pixel 5 near 1,000 and a Moto G4 Power near 264). Figures,
// not assertions.
// Standalone: `node scripts/bench/lighthouse.mjs [baseUrl] [path...]`.
import * as chromeLauncher from 'chrome-launcher';
import { throttling } from 'lighthouse/core/config/constants.js';
import { navigationGather } from 'lighthouse/core/gather/navigation-runner.js';
import { Runner } from 'lighthouse/core/runner.js';
import { pathToFileURL } from 'node:url';
import { PHONE_INDEX, slowdownFor } from './calibration.mjs';
import { quietHost } from './quiet-host.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

/** The LCP element (a snippet of its HTML) and LCP's phases, from the audit of that name. */
function lcpElement(lhr) {
  const audit = lhr.audits['largest-contentful-paint-element'];
  const items = audit?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  const phases = (items[1]?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
  if (node) return `${node.snippet} (${phases})`;
  // No element: say what Lighthouse said instead (its error, or why the audit did not apply).
  const why = audit ? (audit.errorMessage ?? audit.explanation ?? audit.scoreDisplayMode) : 'audit not run';
  return `none named (${why})`;
}

export { PHONE_INDEX };
let calibration = null;

/**
 * Measures this host's CPU benchmark index (median of `runs` uncalibrated runs
 * of `url`, which Lighthouse benchmarks at the start of each) and sets the
 * slowdown every later run uses. The runs share one Chromium, after a first run
 * that is not counted: on a 2-core host a freshly launched Chromium benchmarks far
 * lower than the running ones the figures are measured in (1,450-2,080 against
 * 2,100-2,800 in one sitting), and every figure then had to calibrate again.
 * Returns { index, slowdown, indexes }.
 */
export async function calibrate(url, runs = 3) {
  calibration = null;
  const indexes = [];
  const chrome = await launchChrome();
  try {
    await lighthouseRun(url, { chrome });
    for (let i = 0; i < runs; i++) indexes.push((await lighthouseRun(url, { chrome })).benchmarkIndex);
  } finally {
    chrome.kill();
  }
  const index = [...indexes].sort((a, b) => a - b)[Math.floor(runs / 2)];
  calibration = { index, slowdown: slowdownFor(index), indexes };
  return calibration;
}

/** The calibration in force (null before `calibrate`: runs then use Lighthouse's 4x). */
export const currentCalibration = () => calibration;

/** Debian's Chromium for Lighthouse; `userDataDir` keeps a profile (a session, a service worker) across runs. */
export function launchChrome(userDataDir) {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    userDataDir: userDataDir ?? false,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
    ],
  });
}

/**
 * Sets a run's CPU slowdown from the benchmark index Lighthouse read at the start of that
 * same run, in the Chromium being measured. With simulated throttling the slowdown acts only
 * when the trace is analysed (the page loads at the host's full speed, and its main-thread
 * work is then scaled), so a run gathered at the calibration's slowdown can be analysed at
 * its own. (Gathering uses it in one place, the requestIdleCallback shim's deadlines, which
 * the app never reads: shared/when-idle.ts.) A shared host's speed moves within minutes, so
 * the calibration read before a figure no longer describes every run of it
 * (performance-history, 1 Dec).
 */
function atOwnIndex(artifacts, settings) {
  const index = Math.round(artifacts.BenchmarkIndex);
  if (!(index > 0)) throw new Error('Lighthouse read no CPU benchmark index in this run');
  // Lighthouse refuses to analyse with settings other than those it gathered with: both change.
  for (const s of new Set([settings, artifacts.settings])) {
    s.throttling = { ...s.throttling, cpuSlowdownMultiplier: slowdownFor(index) };
  }
  followHost(index);
}

/**
 * The calibration follows the host: the median of the last three indexes read. The taps and
 * the weak-signal visits, which throttle the CPU as they run, start from it.
 */
function followHost(index) {
  const recent = [...calibration.indexes, index].slice(-3);
  const median = [...recent].sort((a, b) => a - b)[Math.floor(recent.length / 2)];
  calibration = { index: median, slowdown: slowdownFor(median), indexes: recent };
}

/**
 * One Lighthouse run of `url`: scores 0-100 and the main metrics. In a fresh
 * Chromium profile, or (with `chrome`) in that running Chromium with its storage
 * kept: a repeat visit of a signed-in person.
 */
export async function lighthouseRun(url, { chrome: running } = {}) {
  const chrome = running ?? (await launchChrome());
  try {
    const { pathname, search } = new URL(url);
    await quietHost(`Lighthouse ${pathname}${search}`);
    const flags = {
      port: chrome.port,
      disableStorageReset: Boolean(running),
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(calibration
        ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: calibration.slowdown } }
        : {}),
    };
    const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
    if (calibration) atOwnIndex(artifacts, runnerOptions.resolvedConfig.settings);
    const result = await Runner.audit(artifacts, runnerOptions);
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    const metrics = Object.fromEntries(
      Object.entries(METRICS).map(([id, name]) => [name, lhr.audits[id]?.displayValue ?? '?']),
    );
    const failing = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.details?.type === 'opportunity',
      )
      .map((a) => a.id);
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      metrics,
      opportunities: failing,
      // Lighthouse's CPU benchmark of this machine: the 4x slowdown assumes a
      // fast desktop (index ~1000+ and idle); a busy or slow host inflates TBT.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
      runtimeError: lhr.runtimeError?.message,
      lcpElement: lcpElement(lhr),
      // What moved: each layout shift's element and its share of CLS.
      shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
        (i) => `${i.node?.snippet ?? i.node?.selector ?? '?'} ${Number(i.score ?? 0).toFixed(3)}`,
      ),
      bootup: (lhr.audits['bootup-time']?.details?.items ?? [])
        .slice(0, 8)
        .map(
          (i) =>
            `${String(i.url).replace(/^https?:\/\/[^/]+/, '')} ${Math.round(i.total)} ms (script ${Math.round(i.scripting)})`,
        ),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map(
        (t) =>
          `${String(t.url).replace(/^https?:\/\/[^/]+/, '')} at ${Math.round(t.startTime)} ms: ${Math.round(t.duration)} ms`,
      ),
    };
  } finally {
    if (!running) chrome.kill();
  }
}

/** Median of `runs` runs by performance score (Lighthouse varies from run to run), each at its own slowdown. */
export async function lighthouseMedian(url, runs = 3, options = {}) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRun(url, options));
  const indexes = all.map((r) => r.benchmarkIndex);
  const slowdowns = all.map((r) => r.slowdown);
  all.sort((a, b) => a.performance - b.performance);
  return { ...all[Math.floor(all.length / 2)], all: all.map((r) => r.performance), indexes, slowdowns };
}

/** Each run's host index and the slowdown it was analysed at. */
export function calibrationNote(r) {
  if (!r.indexes || !calibration) return '';
  return `host index per run ${r.indexes.join(', ')}, slowdown per run ${r.slowdowns.map((x) => `${x}x`).join(', ')}`;
}

export function formatRun(label, r) {
  const m = Object.entries(r.metrics)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const runs = r.all ? ` (runs: ${r.all.join(', ')})` : '';
  const note = calibrationNote(r);
  return `${label}: performance ${r.performance}${runs}, accessibility ${r.accessibility}; ${m}; CPU benchmark ${r.benchmarkIndex}, slowdown ${r.slowdown}x${note ? ` (${note})` : ''}`;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.argv[2] ?? 'http://127.0.0.1:5000';
  const paths = process.argv.length > 3 ? process.argv.slice(3) : ['/', '/marketplace'];
  const c = await calibrate(new URL(paths[0], base).href);
  console.log(`host CPU benchmark index ${c.index} (runs ${c.indexes.join(', ')}): slowdown ${c.slowdown}x`);
  for (const path of paths) {
    const r = await lighthouseRun(new URL(path, base).href);
    console.log(formatRun(path, r));
    if (r.opportunities.length) console.log('   opportunities:', r.opportunities.join(', '));
    if (r.runtimeError) console.log('   error:', r.runtimeError);
  }
}
