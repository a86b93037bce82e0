// What a first-time visitor's browser downloads for a page: every response the
// page itself requests until the network is idle (service workers are blocked,
// so the background precache is not counted here), with text sized as the gzip
// proxy (compressing-proxy.mjs) sends it. The hosting emulator does not compress,
// so gzip is computed here, at the proxy's level.
// Standalone: `node scripts/bench/size.mjs [baseUrl] [path...]`.
/* global navigator -- evaluated in the page */
import { chromium } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL } from './compressing-proxy.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const gzip = (body) => gzipSync(body, { level: GZIP_LEVEL }).length;

/** @returns {Promise<{path: string, jsFiles: {url: string, raw: number, gzip: number}[], jsGzip: number, jsRaw: number, imageBytes: number, images: number, totalRaw: number, totalGzip: number, requests: number}>} */
export async function measureFirstVisit(baseUrl, path = '/') {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    // A fresh profile: empty HTTP cache, no service worker, no storage.
    const context = await browser.newContext({ viewport: { width: 360, height: 760 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const workers = new Set();
    page.on('worker', (worker) => workers.add(worker.url()));
    const pending = [];
    page.on('response', (response) => {
      // Only this site's: another origin's (Firestore's listen channel) may be a
      // stream whose body never ends, and would not be counted anyway.
      if (!response.url().startsWith(baseUrl)) return;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => Buffer.alloc(0));
          const type = response.request().resourceType();
          const text = type === 'script' || type === 'document' || type === 'stylesheet' || type === 'fetch';
          return { url: response.url(), type, raw: body.length, gzip: text ? gzip(body) : body.length };
        })(),
      );
    });
    let last = Date.now();
    page.on('request', (request) => {
      if (request.url().startsWith(baseUrl)) last = Date.now();
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    // Not 'networkidle': Firestore keeps a listen channel open. Lazy chunks and
    // images come from this site, so a second without one of those means done.
    const deadline = Date.now() + 15_000;
    while (Date.now() - last < 1000 && Date.now() < deadline) await page.waitForTimeout(200);
    const responses = (await Promise.all(pending)).filter((r) => r.url.startsWith(baseUrl));
    const js = responses.filter((r) => r.type === 'script');
    const sum = (rows, key) => rows.reduce((a, r) => a + r[key], 0);
    return {
      path,
      jsFiles: js.map(({ url, raw, gzip: gz }) => ({ url: new URL(url).pathname, raw, gzip: gz })),
      jsGzip: sum(js, 'gzip'),
      /** Of jsGzip: the Web Workers' scripts (off the main thread). */
      workerGzip: sum(
        js.filter((r) => workers.has(r.url)),
        'gzip',
      ),
      jsRaw: sum(js, 'raw'),
      /** The images the page loaded (the market cards' photo thumbnails), and how many. */
      imageBytes: sum(
        responses.filter((r) => r.type === 'image'),
        'raw',
      ),
      images: responses.filter((r) => r.type === 'image').length,
      totalRaw: sum(responses, 'raw'),
      totalGzip: sum(responses, 'gzip'),
      requests: responses.length,
    };
  } finally {
    await browser.close();
  }
}

/**
 * What the service worker downloads in the background after a first visit to
 * `path` (its precache), counted apart from the page: every response requested
 * by the service worker until its network has been quiet for 2 s.
 */
export async function measurePrecache(baseUrl, path = '/') {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 760 }, serviceWorkers: 'allow' });
    // Playwright does not give the bodies of the service worker's responses, so
    // the files it fetched are downloaded again here and sized.
    const urls = new Set();
    let last = Date.now();
    context.on('request', (request) => {
      if (!request.serviceWorker()) return;
      last = Date.now();
      urls.add(request.url());
    });
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const deadline = Date.now() + 60_000;
    while (Date.now() - last < 2000 && Date.now() < deadline) await page.waitForTimeout(250);
    const rows = await Promise.all(
      [...urls].map(async (url) => {
        const response = await fetch(url);
        const body = Buffer.from(await response.arrayBuffer());
        const text = /javascript|text\/|json|svg/.test(response.headers.get('content-type') ?? '');
        return { raw: body.length, gzip: text ? gzip(body) : body.length };
      }),
    );
    return {
      files: rows.length,
      raw: rows.reduce((a, r) => a + r.raw, 0),
      gzip: rows.reduce((a, r) => a + r.gzip, 0),
    };
  } finally {
    await browser.close();
  }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const base = process.argv[2] ?? 'http://127.0.0.1:5000';
  const paths = process.argv.length > 3 ? process.argv.slice(3) : ['/'];
  for (const path of paths) {
    const r = await measureFirstVisit(base, path);
    for (const f of r.jsFiles.sort((a, b) => b.gzip - a.gzip)) console.log(kb(f.gzip).padStart(10), f.url);
    console.log(`${path}: JS ${kb(r.jsGzip)} gzip (${kb(r.jsRaw)} raw) in ${r.jsFiles.length} files;`);
    console.log(`   all ${r.requests} responses ${kb(r.totalGzip)} compressed, ${kb(r.totalRaw)} as served`);
  }
}
