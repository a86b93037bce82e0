// Runs inside `firebase emulators:exec` (see scripts/bench.mjs).
import { performance } from 'node:perf_hooks';
import { acceptLatency, SAMPLES } from './accept-latency.mjs';
import { seedProducts } from './seed-products.mjs';
import { marketFirstPage } from './market-first-page.mjs';
import { ms, percentile } from './stats.mjs';
import { precacheFigures } from './precache.mjs';
import { blogFigures } from './blogs.mjs';
import { firstVisitLines, webFigures } from './web.mjs';
import { searchFigures } from './search.mjs';
import { clearEmulators } from './emulator-data.mjs';
import { signedInFigures } from './signed-in.mjs';
import { weakSignalFigures } from './weak-signal.mjs';
import { inpLines, measureInp } from './inp.mjs';
import { sinceLastRun } from './last-run.mjs';
import { quietSummary } from './quiet-host.mjs';

// Every figure is printed with its change since the last run (last-run.mjs).
const { print, save, header } = await sinceLastRun();
async function done() {
  print(quietSummary());
  print(header);
  await save();
  process.exit(0);
}

// Empties Firestore and Auth between sections, with the background triggers off.
const clear = () => clearEmulators({ auth: true });

const MARKET_URL = 'http://127.0.0.1:5000/marketplace';

// BENCH_ONLY=smoke (`npm run bench -- --smoke`): one quick figure, to prove the
// bench starts on a fresh checkout (scripts/smoke-start.mjs).
if (process.env.BENCH_ONLY === 'smoke') {
  for (const line of await firstVisitLines(['/'])) print(line);
  await done();
}

// BENCH_ONLY=search: only the search and distance figures (issue 13).
if (process.env.BENCH_ONLY === 'search') {
  await clear();
  print('\n=== Krishi Haat search and distance figures ===');
  for (const line of await searchFigures()) print(`    ${line}`);
  await done();
}

// BENCH_ONLY=web: only the page weights and Lighthouse (while tuning the web app).
if (process.env.BENCH_ONLY === 'web') {
  await clear();
  await seedProducts(100);
  print('\n=== Krishi Haat web figures ===');
  for (const line of await webFigures()) print(`    ${line}`);
  await clear();
  await done();
}

// BENCH_ONLY=signed-in: only the signed-in screens' Lighthouse (f), with 100 products on the market.
if (process.env.BENCH_ONLY === 'signed-in') {
  await clear();
  await seedProducts(100);
  print('\n(f) signed-in screens (issue 26 point 2):');
  for (const line of await signedInFigures()) print(`    ${line}`);
  await clear();
  await done();
}

// BENCH_ONLY=weak: only the weak-signal figures (h), with 100 products on the market.
if (process.env.BENCH_ONLY === 'weak') {
  await clear();
  await seedProducts(100);
  print('\n(h) a weak signal (issue 26 point 5):');
  for (const line of await weakSignalFigures()) print(`    ${line}`);
  await clear();
  await done();
}

// BENCH_ONLY=inp: only the lab INP of the traders' taps (g).
if (process.env.BENCH_ONLY === 'inp') {
  await clear();
  print('\n(g) every tap answers in under 100 ms (issue "Fast for the people who trade", point 3):');
  for (const line of inpLines(await measureInp())) print(`    ${line}`);
  await clear();
  await done();
}

// BENCH_ONLY=market: only the first market page (b) with 100 products, each with a mandi quote.
if (process.env.BENCH_ONLY === 'market') {
  await clear();
  await seedProducts(100);
  const r = await marketFirstPage(MARKET_URL);
  print('\n(b) first market page, 100 products each carrying its mandi quote:');
  print(`    24 cards shown: ${ms(r.shown)} (median of 5)`);
  print(
    `    documents read per visit, counted by the app: ${r.reads.rest} by REST + ${r.reads.live} by the live listener`,
  );
  await clear();
  await done();
}

// BENCH_ONLY=blogs: only the blog list figures (e).
if (process.env.BENCH_ONLY === 'blogs') {
  print('\n(e) blog list (issue 14 point 1):');
  for (const line of await blogFigures()) print(`    ${line}`);
  await done();
}

await clear();
const { floor, accept, callable } = await acceptLatency();
await clear();
await seedProducts(100);
const small = await marketFirstPage(MARKET_URL);
// The web figures run with these 100 products on the market page.
const web = await webFigures();
const signedIn = await signedInFigures();
const weak = await weakSignalFigures();
const precache = await precacheFigures();
await clear();
const inp = await measureInp();
await clear();
const t0 = performance.now();
await seedProducts(10_000);
const seedSeconds = (performance.now() - t0) / 1000;
const large = await marketFirstPage(MARKET_URL);
await clear();
const blogs = await blogFigures();
const search = await searchFigures();

const p50a = percentile(accept, 50);
const p50f = percentile(floor, 50);
const p95a = percentile(accept, 95);
const p95f = percentile(floor, 95);
const p95c = percentile(callable, 95);
const reads = (r) => `${r.reads.rest} by REST + ${r.reads.live} by the live listener`;
const query = (r) => (r.query === null ? 'none sent' : ms(r.query));
const html = (r) =>
  r.html === null ? 'not in the HTML' : `${ms(r.html.ms)} (${r.html.visits} of ${r.html.of} visits)`;
print('\n=== Krishi Haat benchmark (Firebase emulators on this machine) ===');
print(`(a) accept -> buyer sees 'Accepted!' over ${SAMPLES} orders: p50 ${ms(p50a)}, p95 ${ms(p95a)}`);
print(`    floor: plain write -> other client's listener: p50 ${ms(p50f)}, p95 ${ms(p95f)}`);
print(`    bare callable round trip (refused at validation): p50 ${ms(percentile(callable, 50))}, p95 ${ms(p95c)}`);
print(`    ratio accept/floor (p50): ${(p50a / p50f).toFixed(2)}x`);
print(`    ratio accept p95 / (floor p95 + callable p95): ${(p95a / (p95f + p95c)).toFixed(2)} (keep <= 1.5)`);
print(
  `(b) first market page through the app (fresh Chromium on /marketplace: the first page in the HTML or by REST, then the worker):`,
);
print(`    24 cards shown: 100 products ${ms(small.shown)}, 10,000 products ${ms(large.shown)} (median of 5)`);
print(
  `    HTML with the first page (marketPage function, request to last byte): 100 products ${html(small)}, 10,000 products ${html(large)}`,
);
print(`    the page's own runQuery request: 100 products ${query(small)}, 10,000 products ${query(large)}`);
print(
  `    ratio 10,000/100 (cards shown): ${(large.shown / small.shown).toFixed(2)}x   (seeding 10,000 took ${seedSeconds.toFixed(1)} s)`,
);
print(
  `    documents read per visit, counted by the app: 100 products ${reads(small)}; 10,000 products ${reads(large)}`,
);
print('    note: the emulator scans collections without real indexes; production Firestore serves');
print('    indexed queries in time proportional to the page, not the catalogue.');
print(
  "(c) first visit, phone-sized Chromium, fresh profile (gzip at the proxy's level computed; the emulator does not compress):",
);
for (const line of web) print(`    ${line}`);
print(
  '    Lighthouse: mobile preset (simulated slow 4G), CPU slowdown calibrated as above; scores vary by a few points run to run',
);
print('    and with the load on this machine.');
print('(d) service worker (Workbox precache; both builds served here to phone-sized Chromium):');
for (const line of precache) print(`    ${line}`);
print('(e) blog list (issue 14 point 1):');
for (const line of blogs) print(`    ${line}`);
print('(f) signed-in screens (issue 26 point 2):');
for (const line of signedIn) print(`    ${line}`);
print('(f) search and distance, first page on a fresh client (median of 6 after a warm-up):');
for (const line of search) print(`    ${line}`);
print('(g) every tap answers in under 100 ms (issue "Fast for the people who trade", point 3):');
for (const line of inpLines(inp)) print(`    ${line}`);
print('(h) a weak signal (issue 26 point 5):');
for (const line of weak) print(`    ${line}`);
await done();
