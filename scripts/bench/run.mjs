// Runs inside `firebase emulators:exec` (see scripts/bench.mjs).
import { Timestamp } from 'firebase-admin/firestore';
import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { performance } from 'node:perf_hooks';
import { FARM, admin, newClient, productDoc, signUp } from './clients.mjs';
import { median, ms, percentile } from './stats.mjs';
import { webFigures } from './web.mjs';
import { searchFigures, setTriggers } from './search.mjs';

const SAMPLES = 20;
const PAGE = 24;

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
  const farmer = await signUp('farmer', 'bench-farmer@example.com', {
    firstName: 'Bench',
    lastName: 'Farmer',
    farmName: 'Bench Farm',
    farmLocation: { ...FARM, pincode: String(FARM.pincode) },
  });
  const buyer = await signUp('user', 'bench-buyer@example.com', {
    firstName: 'Bench',
    lastName: 'Buyer',
    phoneNumber: '9876543210',
    addresses: [{ pincode: '110001', state: 'Delhi', district: 'New Delhi' }],
  });
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
  return { floor, accept };
}

async function seedProducts(count) {
  // Seeded documents are final: onProductWritten (search tokens) must not run under the timings.
  await setTriggers(false);
  const base = Date.now();
  for (let start = 0; start < count; start += 500) {
    const batch = admin.batch();
    for (let i = start; i < Math.min(count, start + 500); i++) {
      batch.set(
        admin.doc(`products/p${String(i).padStart(6, '0')}`),
        productDoc('bench-farmer', i, Timestamp.fromMillis(base - i * 1000)),
      );
    }
    await batch.commit();
  }
  await setTriggers(true);
}

/** Median time for a fresh client (empty cache) to get the first market page. */
async function firstMarketPage(runs = 7) {
  const times = [];
  for (let r = 0; r < runs; r++) {
    const c = newClient();
    const q = query(
      collection(c.db, 'products'),
      where('inStock', '==', true),
      orderBy('createdAt', 'desc'),
      limit(PAGE),
    );
    const t0 = performance.now();
    const snap = await getDocs(q);
    times.push(performance.now() - t0);
    if (snap.size !== PAGE) throw new Error(`expected a full page, got ${snap.size}`);
  }
  return median(times.slice(1)); // the first run warms the emulator's query path
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

await clear();
const { floor, accept } = await acceptLatency();
await clear();
await seedProducts(100);
const small = await firstMarketPage();
// The web figures run with these 100 products on the market page.
const web = await webFigures();
await clear();
const t0 = performance.now();
await seedProducts(10_000);
const seedSeconds = (performance.now() - t0) / 1000;
const large = await firstMarketPage();
await clear();
const search = await searchFigures();

const p50a = percentile(accept, 50);
const p50f = percentile(floor, 50);
console.log('\n=== Krishi Haat benchmark (Firebase emulators on this machine) ===');
console.log(
  `(a) accept -> buyer sees 'Accepted!' over ${SAMPLES} orders: p50 ${ms(p50a)}, p95 ${ms(percentile(accept, 95))}`,
);
console.log(`    floor: plain write -> other client's listener: p50 ${ms(p50f)}, p95 ${ms(percentile(floor, 95))}`);
console.log(`    ratio accept/floor (p50): ${(p50a / p50f).toFixed(2)}x`);
console.log(
  `(b) first market page (${PAGE} products, fresh client): 100 products ${ms(small)}, 10,000 products ${ms(large)}`,
);
console.log(`    ratio 10,000/100: ${(large / small).toFixed(2)}x   (seeding 10,000 took ${seedSeconds.toFixed(1)} s)`);
console.log(`    documents read (billed) per page: ${PAGE} with 100 products and ${PAGE} with 10,000 (cursor pages)`);
console.log('    note: the emulator scans collections without real indexes; production Firestore serves');
console.log('    indexed queries in time proportional to the page, not the catalogue.');
console.log('(d) search and distance, first page on a fresh client (median of 6 after a warm-up):');
for (const line of search) console.log(`    ${line}`);
console.log('(c) first visit, phone-sized Chromium, fresh profile (gzip -9 computed; the emulator does not compress):');
for (const line of web) console.log(`    ${line}`);
console.log(
  '    Lighthouse: mobile preset (simulated slow 4G, 4x CPU slowdown); scores vary by a few points run to run',
);
console.log('    and with the load on this machine.');
process.exit(0);
