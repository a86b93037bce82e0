// Lighthouse for the people who trade: each signed-in screen as a repeat visit
// (the session and the service worker already in the profile, Lighthouse told
// to keep storage), through the gzip proxy, at the calibrated phone slowdown.
// The targets (issue 26) are printed beside each figure.
/* global navigator -- evaluated in the page */
import { Timestamp } from 'firebase-admin/firestore';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { admin, productDoc, signUpTraders } from './clients.mjs';
import { startCompressingProxy } from './compressing-proxy.mjs';
import {
  calibrate,
  calibrationNote,
  currentCalibration,
  launchChrome,
  lighthouseMedian,
  PHONE_INDEX,
} from './lighthouse.mjs';

const HOSTING = 'http://127.0.0.1:5000';
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TARGET = { score: 95, tbtMs: 150, lcpS: 2.2, cls: 0.05 };
/** What each screen shows once its data is in (the warm-up waits for it). */
const SHOWN = {
  '/dashboard': '[data-testid="dash-sales"]',
  '/OrderMessage': '[data-testid="order-row"]',
  '/blogsList': '[data-testid="blog-grid"] article',
  '/MyOrdersUser': '[data-testid="order-row"]',
  '/marketplace': '[data-testid="market-grid"] article',
};

/**
 * A farmer with 12 products, 10 buy requests from one buyer (3 accepted) and 12 blog posts;
 * `tag` names them (`${tag}-farmer@example.com`, password bench123).
 */
export async function seedTraders(tag = 'lh') {
  const { farmer, buyer } = await signUpTraders(tag);
  const farmerId = farmer.auth.currentUser.uid;
  const ids = [];
  for (let i = 0; i < 12; i++) {
    const id = `${tag}-product-${i}`;
    await admin.doc(`products/${id}`).set(productDoc(farmerId, i, Timestamp.fromMillis(Date.now() - i * 60_000)));
    ids.push(id);
  }
  for (let i = 0; i < 10; i++) {
    const requestId = `${String(i).padStart(2, '0')}${'a'.repeat(30)}`;
    const { orderId } = await buyer.call('placeBuyRequest', {
      productId: ids[i],
      quantityG: (2 + i) * 1000,
      requestId,
    });
    if (i < 3) await farmer.call('updateOrder', { orderId, action: 'accept' });
  }
  for (let i = 0; i < 12; i++) {
    await farmer.call('createBlog', {
      title: `Farm note ${i + 1}: sowing and water`,
      description: 'Sow in rows, water at dawn, and mulch the beds so the soil keeps its moisture in May.',
    });
  }
}

/** Logs in through the app's login form on `page`, as a seeded trader (password bench123). */
export async function logIn(page, base, role, email) {
  await page.goto(`${base}/login${role === 'user' ? '?as=user' : ''}`);
  const form = page.getByRole('form', { name: role === 'user' ? 'User Login' : 'Farmer Login' });
  await form.getByLabel('Username').fill(email);
  await form.getByLabel('Password').fill('bench123');
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Signs in through the app's login form in the running Chromium and opens each screen once (warm cache). */
export async function signIn(chrome, base, role, email, paths) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await logIn(page, base, role, email);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    for (const path of paths) {
      await page.goto(base + path);
      await page.locator(SHOWN[path]).first().waitFor({ timeout: 30_000 });
    }
    await page.close();
  } finally {
    await browser.close(); // disconnects; Chromium and its profile stay
  }
}

const verdict = (r) => {
  const tbt = Number(String(r.metrics.TBT).replace(/[^\d.]/g, ''));
  const lcp = Number(String(r.metrics.LCP).replace(/[^\d.]/g, ''));
  const cls = Number(String(r.metrics.CLS).replace(/[^\d.]/g, ''));
  const ok = r.performance >= TARGET.score && tbt <= TARGET.tbtMs && lcp <= TARGET.lcpS && cls <= TARGET.cls;
  return ok ? 'meets' : 'misses';
};

/** The signed-in screens' Lighthouse lines (seeds its own traders). */
export async function signedInFigures() {
  await seedTraders();
  const proxy = await startCompressingProxy(HOSTING);
  const lines = [];
  try {
    const c = currentCalibration() ?? (await calibrate(proxy.url + '/'));
    lines.push(
      `signed in, repeat visit (session and service worker kept), gzip proxy, each run at its own host index / ${PHONE_INDEX} (calibration ${c.slowdown}x at index ${c.index}), median of ${RUNS};` +
        ` target: score >= ${TARGET.score}, TBT <= ${TARGET.tbtMs} ms, LCP <= ${TARGET.lcpS} s, CLS <= ${TARGET.cls}`,
    );
    const people = [
      { role: 'farmer', email: 'lh-farmer@example.com', paths: ['/dashboard', '/OrderMessage', '/blogsList'] },
      { role: 'user', email: 'lh-buyer@example.com', paths: ['/MyOrdersUser', '/marketplace'] },
    ];
    for (const { role, email, paths } of people) {
      const dir = await mkdtemp(join(tmpdir(), 'kh-lh-'));
      const chrome = await launchChrome(dir);
      try {
        await signIn(chrome, proxy.url, role, email, paths);
        for (const path of paths) {
          const r = await lighthouseMedian(proxy.url + path, RUNS, { chrome });
          const m = r.metrics;
          lines.push(
            `${role === 'user' ? 'buyer' : 'farmer'} ${path}: ${r.performance} (runs ${r.all.join(', ')}), LCP ${m.LCP}, TBT ${m.TBT}, CLS ${m.CLS}: ${verdict(r)} the target` +
              ` (${calibrationNote(r)})`,
          );
          if (process.env.BENCH_DETAIL) {
            lines.push(`  long tasks: ${r.longTasks.join('; ')}`, `  script time: ${r.bootup.join('; ')}`);
            if (r.shifts.length) lines.push(`  layout shifts: ${r.shifts.join('; ')}`);
          }
        }
      } finally {
        chrome.kill();
        await rm(dir, { recursive: true, force: true });
      }
    }
  } finally {
    await proxy.close();
  }
  return lines;
}
