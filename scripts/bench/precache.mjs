/* global navigator */
// Service worker figures for `npm run bench`: what the Workbox precache costs a phone on its
// first visit, and what a second deploy with one changed source file makes a returning phone
// download. Both are measured: the two builds are served by a small static server here (counting
// every byte it sends), and headless Chromium installs the worker of the first build, then
// updates to the second. The second build is a real `vite build` of the app with one source
// file changed in memory (the Kisan Call Centre number in the gov-directory data), so every
// file whose bytes that change reaches (its chunk, the chunks naming it) counts.
// Standalone: `node scripts/bench/precache.mjs` (needs web/dist: `npm run build -w web`).
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { kb } from './size.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const WEB = join(ROOT, 'web');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHANGED_FILE = 'src/features/gov-directory/data.ts';
const CHANGE = ["'1800-180-1551'", "'1800-180-1552'"];
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};
const TEXT = new Set(['.html', '.js', '.css', '.svg', '.webmanifest', '.json']);

/** Builds the app again into `outDir` with one source file changed in memory. */
async function buildWithOneChange(outDir) {
  const { build } = await import(pathToFileURL(join(ROOT, 'node_modules/vite/dist/node/index.js')).href);
  let changed = false;
  // From web/, as `npm run build -w web` runs: chunk names depend on the working directory.
  const cwd = process.cwd();
  process.chdir(WEB);
  await build({
    root: WEB,
    configFile: join(WEB, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'bench-one-change',
        enforce: 'pre',
        transform(code, id) {
          if (!id.endsWith(CHANGED_FILE)) return null;
          if (!code.includes(CHANGE[0])) throw new Error(`${CHANGED_FILE} no longer holds ${CHANGE[0]}`);
          changed = true;
          return code.replace(CHANGE[0], CHANGE[1]);
        },
      },
    ],
  }).finally(() => process.chdir(cwd));
  if (!changed) throw new Error(`${CHANGED_FILE} was not part of the build`);
}

/** A static server for a build folder (swappable), as Hosting serves it; it counts what it sends. */
async function startServer() {
  const state = { root: '', sent: [] };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = resolve(state.root, `.${path}`);
    if (!file.startsWith(state.root) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      file = join(state.root, 'index.html'); // the SPA rewrite
    }
    const body = readFileSync(file);
    const ext = extname(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.end(body);
    state.sent.push({
      path,
      raw: body.length,
      gzip: TEXT.has(ext) ? gzipSync(body, { level: 9 }).length : body.length,
    });
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { state, url, close: () => new Promise((ok) => server.close(ok)) };
}

const total = (sent, key) => sent.reduce((n, s) => n + s[key], 0);

/** The precache list the build wrote into sw.js: [{url, revision}]. */
function precacheList(dist) {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const entries = [...sw.matchAll(/\{"revision":("[0-9a-f]+"|null),"url":"([^"]+)"\}/g)];
  if (entries.length === 0) throw new Error('no precache list found in sw.js');
  return entries.map(([, revision, url]) => ({ url, revision: JSON.parse(revision) }));
}

/** Collects the figures; returns the lines to print. */
export async function precacheFigures() {
  const first = join(WEB, 'dist');
  const work = mkdtempSync(join(tmpdir(), 'kh-precache-'));
  const deployA = join(work, 'a');
  const deployB = join(work, 'b');
  cpSync(first, deployA, { recursive: true });
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    await buildWithOneChange(deployB);
    const listA = precacheList(deployA);
    const listB = precacheList(deployB);
    const inA = new Set(listA.map((e) => `${e.url}|${e.revision}`));
    const changedEntries = listB.filter((e) => !inA.has(`${e.url}|${e.revision}`));
    const bytesOf = (dir, list) => list.reduce((n, e) => n + statSync(join(dir, e.url)).size, 0);

    // First visit: the page, then the worker installs and precaches everything.
    server.state.root = deployA;
    const context = await browser.newContext({ viewport: { width: 360, height: 760 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active;
      if (worker?.state !== 'activated') {
        await new Promise((ok) => worker.addEventListener('statechange', () => worker.state === 'activated' && ok()));
      }
    });
    const firstVisit = server.state.sent.splice(0);

    // The second deploy: the open page checks for a new worker, which installs (precaches what
    // changed) and waits for the old tabs to close.
    server.state.root = deployB;
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration.update();
      const next = registration.installing ?? registration.waiting;
      if (!next) throw new Error('the second deploy installed no new worker');
      if (next.state !== 'installed') {
        await new Promise((ok, fail) =>
          next.addEventListener('statechange', () => {
            if (next.state === 'installed') ok();
            if (next.state === 'redundant') fail(new Error('the new worker failed to install'));
          }),
        );
      }
    });
    const update = server.state.sent.splice(0);
    await context.close();

    const files = (sent) => `${sent.length} responses`;
    return [
      `precache: ${listA.length} files, ${kb(bytesOf(deployA, listA))} on disk ` +
        `(first visit measured: ${kb(total(firstVisit, 'raw'))} sent uncompressed, ${kb(total(firstVisit, 'gzip'))} gzip, ${files(firstVisit)}, page included)`,
      `second deploy, one source file changed (${CHANGED_FILE}): ${changedEntries.length} of ${listB.length} precache entries changed; ` +
        `a returning phone downloaded ${kb(total(update, 'raw'))} uncompressed, ${kb(total(update, 'gzip'))} gzip ` +
        `(${files(update)}${update.length <= 8 ? `: ${update.map((s) => s.path).join(', ')}` : ''})`,
      `    the hand-written worker re-fetched every file on each deploy: ${kb(bytesOf(deployB, listB))} uncompressed for the same change`,
    ];
  } finally {
    await browser.close();
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await precacheFigures()) console.log(line);
}
