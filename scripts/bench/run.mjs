// Runs inside `firebase emulators:exec` (see scripts/bench.mjs).
import { Timestamp } from 'firebase-admin/firestore';
import { doc, onSnapshot, serverTimestamp, updateDoc } from 'firebase/firestore';
import { performance } from 'node:perf_hooks';
import { admin, productDoc, signUpTraders } from './clients.mjs';
import { seedProducts } from './seed-products.mjs';
import { marketFirstPage } from './market-first-page.mjs';
import { ms, percentile } from './stats.mjs';
import { precacheFigures } from './precache.mjs';
import { blogFigures } from './blogs.mjs';
import { firstVisitLines, webFigures } from './web.mjs';
import { searchFigures } from './search.mjs';
import { signedInFigures } from './signed-in.mjs';

const SAMPLES = 20;

async function clear() {
  await fetch(`http://127.0.0.1:8080/emulator/v1/projects/demo-krishihaat/databases/(default)/documents`, {
    method: 'DELETE',
  });
  await fetch('http://127.0.0.1:9099/emulator/v1/projects/demo-krishihaat/accounts', { method: 'DELETE' });
}

/** Resolves with the time from `act()` until `seen(data)` holds on `ref` in the watcher's listener. */
function timeUntilSeen(watcherDb, path, seen, act) {
  return new Promise((resolve, reject) => {
    let start = 0;
    const unsubscribe = onSnapshot(
      doc(watcherDb, path),
      (snap) => {
        if (start && seen(snap.data())) {
          unsubscribe();
          resolve(performance.now() - start);
        }
      },
      reject,
    );
    // Let the listener attach and deliver its first snapshot before acting.
    setTimeout(() => {
      start = performance.now();
      act().catch(reject);
    }, 150);
  });
}

async function acceptLatency() {
  const { farmer, buyer } = await signUpTraders('bench');
  const productId = 'bench-product';
  await admin.doc(`products/${productId}`).set(productDoc(farmer.auth.currentUser.uid, 0, Timestamp.now()));

  const floor = [];
  for (let i = 0; i < SAMPLES; i++) {
    const target = 50000 - i;
    floor.push(
      await timeUntilSeen(
        buyer.db,
        `products/${productId}`,
        (d) => d?.quantityKg === target,
        () => updateDoc(doc(farmer.db, 'products', productId), { quantityKg: target, updatedAt: serverTimestamp() }),
      ),
    );
  }

  const accept = [];
  for (let i = 0; i < SAMPLES; i++) {
    const { orderId } = await buyer.call('placeBuyRequest', {
      productId,
      quantityKg: 1,
      requestId: `benchrequest${String(i).padStart(4, '0')}`,
    });
    accept.push(
      await timeUntilSeen(
        buyer.db,
        `orders/${orderId}`,
        (d) => d?.status === 'Accepted!',
        () => farmer.call('updateOrder', { orderId, action: 'accept' }),
      ),
    );
  }
  // A bare callable round trip: updateOrder with no arguments, which the function
  // refuses at its first step (zod), so this is HTTP + token check + invocation.
  const callable = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const refused = await buyer.call('updateOrder', {}).then(
      () => null,
      (e) => e,
    );
    callable.push(performance.now() - t0);
    if (refused?.code !== 'functions/invalid-argument') throw new Error(`expected invalid-argument, got ${refused}`);
  }
  return { floor, accept, callable };
}

const MARKET_URL = 'http://127.0.0.1:5000/marketplace';

// BENCH_ONLY=smoke (`npm run bench -- --smoke`): one quick figure, to prove the
// bench starts on a fresh checkout (scripts/smoke-start.mjs).
if (process.env.BENCH_ONLY === 'smoke') {
  for (const line of await firstVisitLines(['/'])) console.log(line);
  process.exit(0);
}

// BENCH_ONLY=search: only the search and distance figures (issue 13).
if (process.env.BENCH_ONLY === 'search') {
  await clear();
  console.log('\n=== Krishi Haat search and distance figures ===');
  for (const line of await searchFigures()) console.log(`    ${line}`);
  process.exit(0);
}

// BENCH_ONLY=web: only the page weights and Lighthouse (while tuning the web app).
if (process.env.BENCH_ONLY === 'web') {
  await clear();
  await seedProducts(100);
  console.log('\n=== Krishi Haat web figures ===');
  for (const line of await webFigures()) console.log(`    ${line}`);
  await clear();
  process.exit(0);
}

// BENCH_ONLY=signed-in: only the signed-in screens' Lighthouse (f), with 100 products on the market.
if (process.env.BENCH_ONLY === 'signed-in') {
  await clear();
  await seedProducts(100);
  console.log('\n(f) signed-in screens (issue 26 point 2):');
  for (const line of await signedInFigures()) console.log(`    ${line}`);
  await clear();
  process.exit(0);
}

// BENCH_ONLY=blogs: only the blog list figures (e).
if (process.env.BENCH_ONLY === 'blogs') {
  console.log('\n(e) blog list (issue 14 point 1):');
  for (const line of await blogFigures()) console.log(`    ${line}`);
  process.exit(0);
}

await clear();
const { floor, accept, callable } = await acceptLatency();
await clear();
await seedProducts(100);
const small = await marketFirstPage(MARKET_URL);
// The web figures run with these 100 products on the market page.
const web = await webFigures();
const signedIn = await signedInFigures();
const precache = await precacheFigures();
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
console.log('\n=== Krishi Haat benchmark (Firebase emulators on this machine) ===');
console.log(`(a) accept -> buyer sees 'Accepted!' over ${SAMPLES} orders: p50 ${ms(p50a)}, p95 ${ms(p95a)}`);
console.log(`    floor: plain write -> other client's listener: p50 ${ms(p50f)}, p95 ${ms(p95f)}`);
console.log(
  `    bare callable round trip (refused at validation): p50 ${ms(percentile(callable, 50))}, p95 ${ms(p95c)}`,
);
console.log(`    ratio accept/floor (p50): ${(p50a / p50f).toFixed(2)}x`);
console.log(`    ratio accept p95 / (floor p95 + callable p95): ${(p95a / (p95f + p95c)).toFixed(2)} (keep <= 1.5)`);
console.log(
  `(b) first market page through the app (fresh Chromium on /marketplace: the first page in the HTML or by REST, then the worker):`,
);
console.log(`    24 cards shown: 100 products ${ms(small.shown)}, 10,000 products ${ms(large.shown)} (median of 5)`);
console.log(
  `    HTML with the first page (marketPage function, request to last byte): 100 products ${html(small)}, 10,000 products ${html(large)}`,
);
console.log(`    the page's own runQuery request: 100 products ${query(small)}, 10,000 products ${query(large)}`);
console.log(
  `    ratio 10,000/100 (cards shown): ${(large.shown / small.shown).toFixed(2)}x   (seeding 10,000 took ${seedSeconds.toFixed(1)} s)`,
);
console.log(
  `    documents read per visit, counted by the app: 100 products ${reads(small)}; 10,000 products ${reads(large)}`,
);
console.log('    note: the emulator scans collections without real indexes; production Firestore serves');
console.log('    indexed queries in time proportional to the page, not the catalogue.');
console.log(
  "(c) first visit, phone-sized Chromium, fresh profile (gzip at the proxy's level computed; the emulator does not compress):",
);
for (const line of web) console.log(`    ${line}`);
console.log(
  '    Lighthouse: mobile preset (simulated slow 4G), CPU slowdown calibrated as above; scores vary by a few points run to run',
);
console.log('    and with the load on this machine.');
console.log('(d) service worker (Workbox precache; both builds served here to phone-sized Chromium):');
for (const line of precache) console.log(`    ${line}`);
console.log('(e) blog list (issue 14 point 1):');
for (const line of blogs) console.log(`    ${line}`);
console.log('(f) signed-in screens (issue 26 point 2):');
for (const line of signedIn) console.log(`    ${line}`);
console.log('(f) search and distance, first page on a fresh client (median of 6 after a warm-up):');
for (const line of search) console.log(`    ${line}`);
process.exit(0);
