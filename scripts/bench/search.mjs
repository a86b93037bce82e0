// Bench part of the search engineer (issue 13): the first page of a word search
// and of "Nearest first", with 100 and with 10,000 products, timed on a fresh
// client, and the documents each read (counted from the answers, as Firestore
// bills them: an empty answer counts one). Runs inside `firebase emulators:exec`.
import { Timestamp } from 'firebase-admin/firestore';
import { collection, documentId, getDocs, limit, orderBy, query, startAfter, where } from 'firebase/firestore';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { admin, newClient } from './clients.mjs';
import { deleteDocuments, setTriggers } from './emulator-data.mjs';
import { median, ms } from './stats.mjs';

const require = createRequire(import.meta.url);
// The functions' build: the same tokens, pincode lookup and pager the app uses.
const { searchTokensFor, searchQueryToken } = require('../../functions/lib/shared/search-tokens.js');
const { geoForPincode } = require('../../functions/lib/lib/pincode-geo.js');
const { NearPager } = require('../../functions/lib/shared/near-search.js');
const { geohashRange, nearItemOf } = require('../../functions/lib/shared/near-range-query.js');

const PAGE = 24;
const RUNS = 7;
const BENGALURU_560001 = { lat: 12.976594, lng: 77.599271 };
const RADIUS_KM = 250;
// Ten farms: four within 250 km of Bengaluru, six across India. Products are
// spread over them in turn, so both catalogues fill a first page near the buyer.
const FARMS = [
  { pincode: 562110, state: 'Karnataka', district: 'Bangalore Rural' },
  { pincode: 560064, state: 'Karnataka', district: 'Bangalore Urban' },
  { pincode: 635109, state: 'Tamil Nadu', district: 'Krishnagiri' },
  { pincode: 571401, state: 'Karnataka', district: 'Mandya' },
  { pincode: 110036, state: 'Delhi', district: 'North West Delhi' },
  { pincode: 141001, state: 'Punjab', district: 'Ludhiana' },
  { pincode: 226301, state: 'Uttar Pradesh', district: 'Lucknow' },
  { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
  { pincode: 522001, state: 'Andhra Pradesh', district: 'Guntur' },
  { pincode: 700001, state: 'West Bengal', district: 'Kolkata' },
].map((f) => ({ ...f, geo: geoForPincode(f.pincode) }));
// One title in four names onions, so the word search fills a page at 100 products too.
const TITLES = ['Red Onion', 'Tomato', 'Potato (aloo)', 'Okra', 'Onion (Nashik)', 'Wheat', 'Chana', 'Mango'];

async function seedCatalogue(count) {
  const base = Date.now();
  const tokens = TITLES.map((t) => searchTokensFor(t));
  for (let start = 0; start < count; start += 500) {
    const batch = admin.batch();
    for (let i = start; i < Math.min(count, start + 500); i++) {
      const farm = FARMS[i % FARMS.length];
      const at = Timestamp.fromMillis(base - i * 1000);
      const title = TITLES[i % TITLES.length];
      batch.set(admin.doc(`products/s${String(i).padStart(6, '0')}`), {
        farmerId: `bench-farm-${i % FARMS.length}`,
        title,
        titleLower: title.toLowerCase(),
        description: 'Benchmark product',
        category: 'Vegetables',
        pricePaise: 1000 + (i % 500) * 10,
        quantityG: 1_000_000,
        wholeKg: false,
        inStock: true,
        imageURL: '',
        farmLocation: { pincode: farm.pincode, state: farm.state, district: farm.district },
        searchTokens: tokens[i % TITLES.length],
        geo: farm.geo,
        createdAt: at,
        updatedAt: at,
      });
    }
    await batch.commit();
  }
}

/** A word search's first page, as the market asks it (newest first). */
async function wordSearch(db) {
  const token = searchQueryToken('pyaz');
  const snap = await getDocs(
    query(
      collection(db, 'products'),
      where('inStock', '==', true),
      where('searchTokens', 'array-contains', token),
      orderBy('createdAt', 'desc'),
      limit(PAGE),
    ),
  );
  return { items: snap.size, reads: Math.max(1, snap.size) };
}

/** "Nearest first"'s first page from Bengaluru within 250 km, through the app's pager. */
async function nearest(db) {
  const fetchRange = async (r, size) => {
    const range = geohashRange({ where, orderBy, documentId, startAfter, limit }, r, size);
    const snap = await getDocs(query(collection(db, 'products'), where('inStock', '==', true), ...range));
    return snap.docs.flatMap((d) => nearItemOf(d, d.id) ?? []);
  };
  const pager = new NearPager(BENGALURU_560001, RADIUS_KM, fetchRange, PAGE);
  const page = await pager.nextPage();
  return { items: page.items.length, reads: pager.reads, queries: pager.queries };
}

/**
 * The control: one `in` filter on one field (three farms, so a full page at both sizes), which
 * production Firestore serves from the single-field index it builds for every field. Its time
 * on the emulator, next to the two above, shows how the emulator's own scan grows.
 */
async function threeFarms(db) {
  const snap = await getDocs(
    query(
      collection(db, 'products'),
      where('farmerId', 'in', ['bench-farm-3', 'bench-farm-5', 'bench-farm-7']),
      limit(PAGE),
    ),
  );
  return { items: snap.size, reads: Math.max(1, snap.size) };
}

async function measure(run) {
  const times = [];
  let last = null;
  for (let r = 0; r < RUNS; r++) {
    const c = newClient(); // fresh client: empty cache
    const t0 = performance.now();
    last = await run(c.db);
    times.push(performance.now() - t0);
    if (last.items !== PAGE) throw new Error(`expected a full page of ${PAGE}, got ${last.items}`);
  }
  return { ms: median(times.slice(1)), ...last }; // the first run warms the emulator's query path
}

/** Lines for the bench report: both sizes, times, documents read, and the ratios. */
export async function searchFigures() {
  const out = {};
  await setTriggers(false);
  try {
    for (const size of [100, 10_000]) {
      await deleteDocuments();
      await seedCatalogue(size);
      out[size] = {
        word: await measure(wordSearch),
        near: await measure(nearest),
        control: await measure(threeFarms),
      };
    }
  } finally {
    await deleteDocuments();
    await setTriggers(true);
  }
  const line = (label, key) => {
    const a = out[100][key];
    const b = out[10_000][key];
    return [
      `${label}: 100 products ${ms(a.ms)} (${a.reads} documents read), 10,000 products ${ms(b.ms)} (${b.reads} read)`,
      `    ratio 10,000/100: time ${(b.ms / a.ms).toFixed(2)}x, documents read ${(b.reads / a.reads).toFixed(2)}x` +
        (a.queries ? `   (queries: ${a.queries} and ${b.queries})` : ''),
    ];
  };
  return [
    ...line(`word search "pyaz" (array-contains, newest first, ${PAGE})`, 'word'),
    ...line(`"Nearest first" from 560001 within ${RADIUS_KM} km (geohash ranges, ${PAGE})`, 'near'),
    ...line(`control, no search: farmerId in 3 farms (single-field index in production), ${PAGE}`, 'control'),
  ];
}
