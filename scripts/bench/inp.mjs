// Lab INP for the people who trade (issue "Fast for the people who trade",
// point 3: every tap answers in under 100 ms). Lighthouse user flows in
// timespan mode on a signed-in phone profile, through the gzip proxy, with the
// mobile preset and the calibrated CPU slowdown of the navigation runs. The
// throttling is applied by DevTools, not simulated: Lighthouse computes INP only
// from what a trace saw (its simulation gives none).
import { Timestamp } from 'firebase-admin/firestore';
import { startFlow } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { admin, productDoc, signUpTraders } from './clients.mjs';
import { startCompressingProxy } from './compressing-proxy.mjs';
import { calibratedRuns, strayedNote } from './calibration.mjs';
import { buyerSteps, farmerSteps, flowInp } from './inp-steps.mjs';
import { calibrate, currentCalibration, launchChrome } from './lighthouse.mjs';
import { signIn } from './signed-in.mjs';
import { median } from './stats.mjs';

const require = createRequire(import.meta.url);
// The functions' build: the tokens the app's search matches, so "pyaz" finds the onions.
const { searchTokensFor } = require('../../functions/lib/shared/search-tokens.js');

const HOSTING = 'http://127.0.0.1:5000';
const RUNS = Number(process.env.BENCH_INP_RUNS ?? 3);
export const INP_TARGET_MS = 100;
/** The interactions in print order, with who does them. */
const INTERACTIONS = [
  ['search', 'buyer: types "pyaz" on /marketplace'],
  ['buy dialog', 'buyer: taps Request to Buy'],
  ['confirm', 'buyer: taps Confirm Purchase'],
  ['open request', 'farmer: taps a request in /OrderMessage'],
  ['accept', 'farmer: taps Accept'],
  ['language', 'buyer: taps the language button'],
  ['profile', 'buyer: taps Profile (account panel)'],
];
const TITLES = ['Red Onion', 'Tomato', 'Potato (aloo)', 'Okra'];

/** 100 products of one farmer, one in four an onion, with the app's search tokens. */
async function seed() {
  const traders = await signUpTraders('inp');
  const farmerId = traders.farmer.auth.currentUser.uid;
  const batch = admin.batch();
  const ids = [];
  for (let i = 0; i < 100; i++) {
    const title = TITLES[i % TITLES.length];
    const id = `inp-product-${String(i).padStart(3, '0')}`;
    const product = productDoc(farmerId, i, Timestamp.fromMillis(Date.now() - i * 1000));
    batch.set(admin.doc(`products/${id}`), {
      ...product,
      title,
      titleLower: title.toLowerCase(),
      searchTokens: searchTokensFor(title),
    });
    ids.push(id);
  }
  await batch.commit();
  return { ...traders, ids };
}

/** Lighthouse's mobile preset with DevTools throttling at the calibrated slowdown. */
function flags(slowdown) {
  return {
    formFactor: 'mobile',
    screenEmulation: screenEmulationMetrics.mobile,
    emulatedUserAgent: userAgents.mobile,
    throttlingMethod: 'devtools',
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
    onlyAudits: ['interaction-to-next-paint', 'work-during-interaction'],
    logLevel: 'error',
  };
}

/** The page set up as Lighthouse will set it, so the first timespan does not resize or speed it up. */
async function phonePage(browser, slowdown) {
  const page = await browser.newPage();
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  await page.emulate({
    userAgent: userAgents.mobile,
    viewport: { width, height, deviceScaleFactor, isMobile: true, hasTouch: true },
  });
  await page.emulateCPUThrottling(slowdown);
  const t = throttling.mobileSlow4G;
  await page.emulateNetworkConditions({
    download: (t.downloadThroughputKbps * 1024) / 8,
    upload: (t.uploadThroughputKbps * 1024) / 8,
    latency: t.requestLatencyMs,
  });
  return page;
}

/**
 * Runs `steps` RUNS times in a signed-in Chromium; `before(attempt)` prepares each
 * attempt's data and its answer goes to `steps`. A run that fails part way keeps
 * the steps it measured and names the failure. A run whose host strayed from the
 * calibration is taken again at the runs' own indexes (calibration.mjs): the first
 * calibration is read in freshly launched Chromiums, which on a 2-core host read
 * far below a running one. Resolves with calibratedRuns' answer.
 */
async function person(base, role, email, calibration, steps, before) {
  const dir = await mkdtemp(join(tmpdir(), 'kh-inp-'));
  const chrome = await launchChrome(dir);
  let attempt = 0;
  try {
    return await calibratedRuns(
      RUNS,
      async (current) => {
        const { slowdown } = current;
        const n = attempt++;
        const data = await before(n);
        if (n === 0) await signIn(chrome, base, role, email, [role === 'user' ? '/marketplace' : '/OrderMessage']);
        const browser = await puppeteer.connect({
          browserURL: `http://127.0.0.1:${chrome.port}`,
          defaultViewport: null,
        });
        try {
          const page = await phonePage(browser, slowdown);
          const flow = await startFlow(page, { name: `${role} run ${n + 1}`, flags: flags(slowdown) });
          const failed = await steps(flow, page, base, data).then(
            () => null,
            (e) =>
              `run ${n + 1} stopped: ${String(e?.message ?? e)
                .split('\n')[0]
                .slice(0, 160)}`,
          );
          const { byName, hostIndex } = await flowInp(flow);
          await page.close();
          // A run with one step read no bare host: it counts under the calibration it ran at.
          return { steps: byName, hostIndex, slowdown, failed, benchmarkIndex: hostIndex ?? current.index };
        } finally {
          await browser.disconnect();
        }
      },
      calibration,
    );
  } finally {
    chrome.kill();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Each interaction's INP over the runs: { name: { runs: [ms|null], median, whys } }. */
export async function measureInp() {
  const { buyer, ids } = await seed();
  const proxy = await startCompressingProxy(HOSTING);
  try {
    const c = currentCalibration() ?? (await calibrate(proxy.url + '/'));
    // Each run confirms one request for the first onion, and a buyer may hold only 3 open
    // requests per product (orders/too-many-open-for-product): a run taken again after the host's
    // speed moved would be refused, so each run starts with none open there.
    const buyerUid = buyer.auth.currentUser.uid;
    const cancelOpen = async () => {
      const open = await admin
        .collection('orders')
        .where('buyerId', '==', buyerUid)
        .where('productId', '==', ids[0])
        .where('status', '==', 'Pending')
        .get();
      for (const d of open.docs) await buyer.call('updateOrder', { orderId: d.id, action: 'cancel' });
    };
    const asBuyer = await person(proxy.url, 'user', 'inp-buyer@example.com', c, buyerSteps, cancelOpen);
    // Two fresh requests per run, of quantities no other order has (so the rows can be told
    // apart); the farmer opens the older and accepts it. The buyer's confirmed requests are 1 kg.
    // `attempt` counts the runs taken again too (at most RUNS + MAX_RETAKES of them, calibration.mjs).
    const requests = async (attempt) => {
      const kg = [10 + attempt * 2, 11 + attempt * 2];
      for (const [i, n] of kg.entries()) {
        // Not product 0: the buyer's confirms request the first onion, and a buyer may hold only
        // 3 open requests per product (orders/too-many-open-for-product).
        const productId = ids[1 + attempt * 2 + i];
        await buyer.call('placeBuyRequest', {
          productId,
          quantityG: n * 1000,
          requestId: `inp-${attempt}-${i}-${Date.now()}`,
        });
      }
      return kg;
    };
    const asFarmer = await person(
      proxy.url,
      'farmer',
      'inp-farmer@example.com',
      asBuyer.calibration,
      farmerSteps,
      requests,
    );
    const buyerRuns = asBuyer.runs;
    const farmerRuns = asFarmer.runs;
    const figures = {};
    for (const [name, label] of INTERACTIONS) {
      // A run that stopped before this tap counts as not measured, with its reason.
      const got = (label.startsWith('farmer') ? farmerRuns : buyerRuns).map(
        (r) => r.steps[name] ?? { why: r.failed ?? 'no timespan recorded' },
      );
      const values = got.map((g) => g.ms ?? null);
      const measured = values.filter((v) => v !== null);
      const mid = measured.length ? median(measured) : null;
      figures[name] = {
        runs: values,
        median: mid,
        phases: got.find((g) => g.ms === mid)?.phases ?? '',
        whys: [...new Set(got.filter((g) => g.why).map((g) => g.why))],
      };
    }
    // A run kept after the host's speed moved away twice emulated another phone.
    const hostIndexes = { buyer: buyerRuns.map((r) => r.hostIndex), farmer: farmerRuns.map((r) => r.hostIndex) };
    const slowdowns = { buyer: buyerRuns.map((r) => r.slowdown), farmer: farmerRuns.map((r) => r.slowdown) };
    const drifted = [...buyerRuns, ...farmerRuns].some((r) => r.drifted);
    const strayed = [...asBuyer.strayed, ...asFarmer.strayed];
    return { calibration: c, figures, hostIndexes, slowdowns, strayed, drifted };
  } finally {
    await proxy.close();
  }
}

/** The INP table, one row per interaction (run.mjs adds each figure's change since the last run). */
export function inpLines({ calibration: c, figures, hostIndexes, slowdowns, strayed, drifted }) {
  const read = (list) => list.map((i) => i ?? 'none').join(', ');
  const perRun = (list) => list.map((x) => `${x}x`).join(', ');
  const again = strayed.length ? `; ${strayedNote(strayed)}` : '';
  const lines = [
    `lab INP, Lighthouse user flow (timespan), signed in, gzip proxy, mobile preset with DevTools throttling,` +
      ` CPU slowdown ${c.slowdown}x (host index ${c.index}), median of ${RUNS}; target <= ${INP_TARGET_MS} ms`,
    `host index read in each run (before its later steps): buyer ${read(hostIndexes.buyer)}; farmer ${read(hostIndexes.farmer)}`,
    `CPU slowdown of each run: buyer ${perRun(slowdowns.buyer)}; farmer ${perRun(slowdowns.farmer)}${again}` +
      (drifted ? '; NOT CALIBRATED: the host kept changing speed, so these figures do not count' : ''),
  ];
  for (const [name, label] of INTERACTIONS) {
    const f = figures[name];
    const runs = f.runs.map((v) => (v === null ? 'none' : String(Math.round(v)))).join(', ');
    const verdict = f.median === null ? '' : drifted ? 'cannot judge' : f.median <= INP_TARGET_MS ? 'meets' : 'misses';
    const figure = f.median === null ? 'not measured' : `${Math.round(f.median)} ms`;
    lines.push(`${label.padEnd(42)} ${figure} (runs ${runs}) target ${INP_TARGET_MS} ms ${verdict}`.trimEnd());
    if (f.phases) lines.push(`    the median run's ${f.phases}`);
    if (f.whys.length) lines.push(`    not measured in some runs: ${f.whys.join('; ')}`);
  }
  return lines;
}
