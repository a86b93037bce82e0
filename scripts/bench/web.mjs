// Web figures for `npm run bench`: what `/` downloads on a first visit, and
// Lighthouse (mobile) for `/` and `/marketplace`, against the hosting emulator
// (uncompressed) and through a gzip proxy that stands in for the hosted site.
import { startCompressingProxy } from './compressing-proxy.mjs';
import { calibrate, formatRun, lighthouseMedian, PHONE_INDEX } from './lighthouse.mjs';
import { kb, measureFirstVisit, measurePrecache } from './size.mjs';
import { formatTasks, longTasks } from './trace.mjs';

const HOSTING = 'http://127.0.0.1:5000';
const PAGES = ['/', '/marketplace'];
/**
 * The same pages on a Hindi reader's first visit (a `?lang=hi` link, as a
 * phone whose first language is Hindi gets: index.html's language script).
 * This host's Chromium may lack a Devanagari font; a phone has one.
 */
const HINDI = ['/?lang=hi', '/marketplace?lang=hi'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** What a first visit of each path downloads, one line each. */
export async function firstVisitLines(paths = PAGES) {
  const lines = [];
  for (const path of paths) {
    const r = await measureFirstVisit(HOSTING, path);
    lines.push(
      `${path}: JavaScript ${kb(r.jsGzip)} gzip (${kb(r.jsRaw)} uncompressed) in ${r.jsFiles.length} files` +
        (r.workerGzip ? `, of which ${kb(r.workerGzip)} in a Web Worker` : '') +
        `; images ${kb(r.imageBytes)} in ${r.images}` +
        '; ' +
        `all ${r.requests} responses ${kb(r.totalGzip)} compressed, ${kb(r.totalRaw)} as the emulator sends them`,
    );
  }
  return lines;
}

/** Collects the figures; returns the lines to print. */
export async function webFigures() {
  const lines = await firstVisitLines();
  const precache = await measurePrecache(HOSTING, '/');
  lines.push(
    `service worker precache after a first visit (background, not counted above): ${precache.files} files, ` +
      `${kb(precache.gzip)} compressed, ${kb(precache.raw)} as the emulator sends them`,
  );
  for (const path of PAGES) lines.push(...formatTasks(path, await longTasks(HOSTING + path)));
  const proxy = await startCompressingProxy(HOSTING);
  try {
    const c = await calibrate(proxy.url + '/');
    lines.push(
      `Lighthouse CPU calibration: host benchmark index ${c.index} (median of ${c.indexes.join(', ')}), ` +
        `slowdown ${c.slowdown}x = index / ${PHONE_INDEX} (a cheap Android phone); each Lighthouse run below is analysed at its own index / ${PHONE_INDEX} (Lighthouse reads it as the run starts; the host's speed moves), and the calibration follows the median of the last three indexes read`,
    );
    for (const path of PAGES) {
      lines.push(
        formatRun(`${path} hosting emulator (no compression), 1 run`, await lighthouseMedian(HOSTING + path, 1)),
      );
      const warmed = await proxy.warm(path);
      if (warmed) lines.push(`  the proxy's CDN cache holds ${path} and its ${warmed} photos before the gzip runs`);
      const median = await lighthouseMedian(proxy.url + path, RUNS);
      lines.push(formatRun(`${path} gzip as hosted, median of ${RUNS}`, median));
      // What the LCP waited for (its element and phases), from the median run.
      lines.push(`  LCP element: ${median.lcpElement}`);
    }
    for (const path of HINDI) {
      await proxy.warm(path);
      const median = await lighthouseMedian(proxy.url + path, RUNS);
      lines.push(formatRun(`${path} (Hindi, first visit) gzip as hosted, median of ${RUNS}`, median));
    }
  } finally {
    await proxy.close();
  }
  return lines;
}
