// A weak signal (issue "Fast for the people who trade", point 5): 400 kbps and
// a 400 ms round trip for every request of the phone (throttling-proxy.mjs: the
// page, its data worker and its service worker), the CPU slowed to the
// calibrated cheap phone, at 360 px, through the gzip proxy as hosted. Timed by
// the page's clock from the navigation's start to the first frame that shows
// the awaited element. Three figures, each the median of RUNS:
// - the market's first cards on a cold start (a fresh profile: nothing cached);
// - the same on a repeat visit (the service worker installed by a first visit);
// - a signed-in farmer's orders inbox on a repeat visit.
/* global document, performance, requestAnimationFrame, MutationObserver, navigator, window -- in the page */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startCompressingProxy } from './compressing-proxy.mjs';
import { calibrate, currentCalibration } from './lighthouse.mjs';
import { quietHost } from './quiet-host.mjs';
import { logIn, seedTraders } from './signed-in.mjs';
import { median } from './stats.mjs';
import { startThrottlingProxy } from './throttling-proxy.mjs';

const HOSTING = 'http://127.0.0.1:5000';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEAK_RUNS ?? 3);
const LINK = { kbps: 400, rttMs: 400 };
const TARGET_S = { cold: 3, repeat: 1.5, inbox: 2 };
const CARD = '.kh-card';
const ORDER = '[data-testid="order-row"]';

/** Records, in the page, when the first element matching a selector first reached a frame. */
function watchFor(selector) {
  const seen = () => document.querySelector(selector);
  const mark = () => requestAnimationFrame(() => (window.__khShownAt ??= performance.now()));
  const start = () => {
    if (seen()) return mark();
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      mark();
    });
    observer.observe(document, { childList: true, subtree: true });
  };
  start();
}

async function openProfile(dir, proxy) {
  return chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 360, height: 760 },
    args: ['--no-sandbox', `--proxy-server=http://127.0.0.1:${proxy.port}`, '--proxy-bypass-list=<-loopback>'],
  });
}

/** One timed visit of `url` in `context`: ms from navigation start until `selector` was in a frame. */
async function timedVisit(context, proxy, url, selector, slowdown) {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchFor, selector);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    proxy.set(true);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForFunction(() => window.__khShownAt !== undefined, null, { timeout: 60_000, polling: 200 });
    return await page.evaluate(() => window.__khShownAt);
  } finally {
    proxy.set(false);
    await page.close();
  }
}

/** Opens `url` unthrottled until `selector` shows and the service worker is active (a first visit). */
async function warm(context, url, selector) {
  const page = await context.newPage();
  await page.goto(url);
  await page.locator(selector).first().waitFor({ timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.close();
}

async function signIn(context, base) {
  const page = await context.newPage();
  await logIn(page, base, 'farmer', 'ws-farmer@example.com');
  await page.close();
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Runs `visit(context)` RUNS times, each in a fresh profile after `prepare(context)`. */
async function measure(label, proxy, prepare, visit) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const dir = await mkdtemp(join(tmpdir(), 'kh-weak-'));
    const context = await openProfile(dir, proxy);
    try {
      await prepare(context);
      await quietHost(`weak signal, ${label}, run ${i + 1}`);
      times.push(await visit(context));
    } finally {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    }
  }
  return times;
}

/** The weak-signal lines; needs products on the market (the bench seeds them) and seeds its own farmer. */
export async function weakSignalFigures() {
  await seedTraders('ws');
  const site = await startCompressingProxy(HOSTING);
  const proxy = await startThrottlingProxy(LINK);
  try {
    const { slowdown, index } = currentCalibration() ?? (await calibrate(site.url + '/'));
    const market = `${site.url}/marketplace`;
    const inbox = `${site.url}/OrderMessage`;
    const none = async () => {};
    const cold = await measure('cold', proxy, none, (c) => timedVisit(c, proxy, market, CARD, slowdown));
    const repeat = await measure(
      'repeat',
      proxy,
      (c) => warm(c, market, CARD),
      (c) => timedVisit(c, proxy, market, CARD, slowdown),
    );
    const farmer = await measure(
      'inbox',
      proxy,
      async (c) => {
        await signIn(c, site.url);
        await warm(c, inbox, ORDER);
      },
      (c) => timedVisit(c, proxy, inbox, ORDER, slowdown),
    );
    const line = (what, times, target) =>
      `${what}: ${seconds(median(times))} (runs ${times.map((t) => seconds(t)).join(', ')}), target <= ${target} s: ${
        median(times) <= target * 1000 ? 'meets' : 'misses'
      } the target`;
    return [
      `${LINK.kbps} kbps, ${LINK.rttMs} ms round trip for every request (page, worker, service worker), 360 px, gzip proxy, CPU slowdown ${slowdown}x (index ${index}), median of ${RUNS}:`,
      line('first market cards, cold start', cold, TARGET_S.cold),
      line('first market cards, repeat visit (service worker)', repeat, TARGET_S.repeat),
      line("signed-in farmer's orders inbox, repeat visit", farmer, TARGET_S.inbox),
    ];
  } finally {
    await proxy.close();
    await site.close();
  }
}
