// Main-thread long tasks of a first visit, from a Chromium performance trace
// with the CPU slowed 4x (as Lighthouse's mobile preset does) and no network
// throttling: which tasks over 50 ms remain, what runs in them, and their
// blocking time (the part of each over 50 ms). Deterministic enough to compare
// before/after a change, unlike a Lighthouse score on a shared machine.
// Standalone: `node scripts/bench/trace.mjs [baseUrl] [path...]`.
import { chromium } from 'playwright-core';
import { pathToFileURL } from 'node:url';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'];

/** What a task mostly did: the script (file) or activity its largest child events belong to. */
function attribute(task, children) {
  const by = new Map();
  for (const e of children) {
    if (e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur) continue;
    const d = e.args?.data ?? {};
    let what = null;
    if (e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule')
      what = `evaluate ${d.url ?? e.args?.fileName ?? ''}`;
    else if (e.name === 'FunctionCall') what = `call ${d.url ?? ''}`;
    else if (e.name === 'ParseHTML') what = 'parse HTML';
    else if (e.name === 'Layout' || e.name === 'UpdateLayoutTree') what = 'style/layout';
    else if (e.name === 'TimerFire') what = 'timer';
    else if (e.name === 'EventDispatch') what = `event ${d.type ?? ''}`;
    if (!what) continue;
    what = what.replace(/https?:\/\/[^/]+/, '').replace(/-[A-Za-z0-9_-]{7}\.js/, '.js');
    by.set(what, (by.get(what) ?? 0) + (e.dur ?? 0));
  }
  return [...by.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([w, us]) => `${w} ${Math.round(us / 1000)} ms`);
}

/** Tasks over 50 ms on the page's main thread during the first `windowMs` after navigation. */
export async function longTasks(url, { windowMs = 8000, cpuSlowdown = 4 } = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(windowMs);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = trace.traceEvents ?? trace;
    const mainTid = events.find(
      (e) =>
        e.name === 'thread_name' &&
        e.args?.name === 'CrRendererMain' &&
        events.some((x) => x.pid === e.pid && x.name === 'TracingStartedInBrowser') === false,
    );
    // The renderer main thread that ran the page: the one with the most RunTask time in a page's renderer.
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    let best = null;
    let bestDur = -1;
    for (const m of mains) {
      const dur = events
        .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask')
        .reduce((a, e) => a + (e.dur ?? 0), 0);
      if (dur > bestDur) [best, bestDur] = [m, dur];
    }
    void mainTid;
    const onMain = events.filter((e) => e.pid === best.pid && e.tid === best.tid);
    const nav = onMain.find((e) => e.name === 'navigationStart' || e.name === 'ResourceSendRequest');
    const t0 = nav?.ts ?? Math.min(...onMain.map((e) => e.ts));
    const tasks = onMain
      .filter((e) => e.name === 'RunTask' && e.dur > 50_000)
      .map((t) => ({
        startMs: Math.round((t.ts - t0) / 1000),
        ms: Math.round(t.dur / 1000),
        what: attribute(t, onMain),
      }));
    const blocking = tasks.reduce((a, t) => a + t.ms - 50, 0);
    return { tasks, blocking };
  } finally {
    await browser.close();
  }
}

export function formatTasks(path, r) {
  const lines = [`${path}: ${r.tasks.length} main-thread tasks over 50 ms at 4x CPU, blocking ${r.blocking} ms`];
  for (const t of r.tasks) lines.push(`   at ${t.startMs} ms: ${t.ms} ms — ${t.what.join('; ')}`);
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.argv[2] ?? 'http://127.0.0.1:5000';
  const paths = process.argv.length > 3 ? process.argv.slice(3) : ['/', '/marketplace'];
  for (const path of paths)
    for (const line of formatTasks(path, await longTasks(new URL(path, base).href))) console.log(line);
}
