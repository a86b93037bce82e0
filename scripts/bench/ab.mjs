// Lighthouse (mobile) on several builds of the web app side by side, each
// served from its directory through the gzip proxy, runs interleaved so that
// machine load hits all of them alike. For tuning; needs the Firestore
// emulator for /marketplace's data:
//   flock /tmp/kh-emu.lock npx firebase emulators:exec --only firestore --project demo-krishihaat \
//     "node scripts/bench/ab.mjs /marketplace 3 dirA dirB"
// (with FIRESTORE_EMULATOR_BINARY_PATH set as scripts/lib/emulators.mjs does); it seeds 100 products.
// AB_AS=farmer or AB_AS=user: a signed-in screen, as a repeat visit like bench (f): it also
// needs auth and functions (`--only auth,firestore,functions`), seeds bench (f)'s traders, and
// gives each build its own Chromium profile, signed in through that build's origin.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { startCompressingProxy } from './compressing-proxy.mjs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { calibrate, formatRun, launchChrome, lighthouseRun } from './lighthouse.mjs';
import { formatTasks, longTasks } from './trace.mjs';

const TYPES = {
  '.html': 'text/html',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** A static server for a built app with the SPA fallback firebase.json's rewrite gives. */
function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const [path = '/marketplace', runs = '3', ...dirs] = process.argv.slice(2);
if (process.env.FIRESTORE_EMULATOR_HOST) {
  const { seedProducts } = await import('./seed-products.mjs');
  await seedProducts(100);
}
const targets = [];
for (const dir of dirs) {
  const server = await serve(dir);
  const proxy = await startCompressingProxy(`http://127.0.0.1:${server.address().port}`);
  targets.push({ dir, proxy, server, results: [] });
}
// AB_TRACE=1: first, each build's main-thread tasks over 50 ms from a trace (4x CPU).
if (process.env.AB_TRACE)
  for (const t of targets)
    for (const line of formatTasks(t.dir, await longTasks(t.proxy.url + path))) console.log(line);
const as = process.env.AB_AS;
if (as) {
  const { seedTraders, signIn } = await import('./signed-in.mjs');
  await seedTraders('ab');
  for (const t of targets) {
    t.chrome = await launchChrome(await mkdtemp(join(tmpdir(), 'kh-ab-')));
    await signIn(t.chrome, t.proxy.url, as, `ab-${as === 'user' ? 'buyer' : 'farmer'}@example.com`, [path]);
  }
}
const c = await calibrate(targets[0].proxy.url + path);
console.log(`host CPU benchmark index ${c.index} (runs ${c.indexes.join(', ')}): slowdown ${c.slowdown}x`);
for (let i = 0; i < Number(runs); i++) {
  for (const t of targets) t.results.push(await lighthouseRun(t.proxy.url + path, { chrome: t.chrome }));
}
for (const t of targets) {
  for (const r of t.results) {
    console.log(formatRun(`${t.dir} ${path}`, r));
    // AB_DETAIL=1: what Lighthouse saw as the LCP element, and its long tasks (simulated).
    if (process.env.AB_DETAIL) console.log(`   LCP element: ${r.lcpElement}\n   long tasks: ${r.longTasks.join('; ')}`);
  }
  const perf = t.results.map((r) => r.performance).sort((a, b) => a - b);
  const tbt = t.results.map((r) => Number(String(r.metrics.TBT).replace(/[^\d.]/g, ''))).sort((a, b) => a - b);
  const cls = t.results.map((r) => Number(r.metrics.CLS)).sort((a, b) => a - b);
  const mid = (xs) => xs[Math.floor(xs.length / 2)];
  console.log(
    `${t.dir} ${path}: median ${mid(perf)} (runs ${perf.join(', ')}); TBT median ${mid(tbt)} ms (${tbt.join(', ')}); CLS median ${mid(cls)}`,
  );
  t.chrome?.kill();
  await t.proxy.close();
  t.server.close();
}
