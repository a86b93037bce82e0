// Bench part of issue 14 point 1: the first blog page with 100 and with 5,000
// blogs. Measured against the emulators: time for a fresh web client to get the
// page, time for /blogsList in a fresh Chromium to show it (the app's own path),
// and the documents and bytes the page really carried (counted from the
// answers, not assumed). For contrast, what the old list (every blog with its
// full text) carried at the same sizes.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, getDocs, limit, orderBy, query } from 'firebase/firestore';
import { PROJECT_ID, admin, newClient } from './clients.mjs';
import { clearEmulators, setTriggers } from './emulator-data.mjs';
import { median, ms } from './stats.mjs';
import { launchChromium, visitUntilShown } from './page-visit.mjs';

// The card exactly as onBlogWritten writes it (from the built functions).
const { blogCardOf } = createRequire(import.meta.url)('../../functions/lib/blogs/blog-card.js');

const PAGE_SIZE = 10; // BLOG_LIMITS.pageSize
const TEXT = 'Drip irrigation saves water and labour on small plots. '.repeat(36); // ~2,000 characters
const DOCS = `http://127.0.0.1:8080/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const BLOGS_URL = 'http://127.0.0.1:5000/blogsList';

async function seedBlogs(count) {
  await setTriggers(false);
  try {
    const base = Date.now();
    for (let start = 0; start < count; start += 250) {
      const batch = admin.batch();
      for (let i = start; i < Math.min(count, start + 250); i++) {
        const at = Timestamp.fromMillis(base - i * 1000);
        const blog = {
          authorId: `bench-farmer-${i % 50}`,
          author: { firstName: 'Bench', lastName: `Farmer${i % 50}`, profilePicture: '' },
          title: `Bench blog ${i} about water`,
          description: TEXT,
          createdAt: at,
          updatedAt: at,
        };
        const id = `b${String(i).padStart(6, '0')}`;
        batch.set(admin.doc(`blogs/${id}`), blog);
        batch.set(admin.doc(`blogCards/${id}`), { ...blogCardOf(blog), likes: 0, likesAt: at });
      }
      await batch.commit();
    }
  } finally {
    await setTriggers(true);
  }
}

/** Median time for a fresh web client (empty cache) to get the first page of cards, as /blogsList asks for it. */
async function firstPageTime(runs = 7) {
  const times = [];
  for (let r = 0; r < runs; r++) {
    const c = newClient();
    const q = query(collection(c.db, 'blogCards'), orderBy('createdAt', 'desc'), limit(PAGE_SIZE));
    const t0 = performance.now();
    const snap = await getDocs(q);
    times.push(performance.now() - t0);
    if (snap.size !== PAGE_SIZE) throw new Error(`expected a full page, got ${snap.size}`);
  }
  return median(times.slice(1)); // the first run warms the emulator's query path
}

/** Median time for /blogsList, opened in a fresh Chromium, to show the first page's cards. */
async function appFirstPageTime(runs = 5) {
  const browser = await launchChromium();
  try {
    const visit = () => visitUntilShown(browser, BLOGS_URL, '[data-testid="blog-grid"] article', PAGE_SIZE);
    await visit(); // warms the emulator's query path and the hosting emulator
    const times = [];
    for (let r = 0; r < runs; r++) times.push((await visit()).shown);
    return median(times);
  } finally {
    await browser.close();
  }
}

/** Documents and bytes one REST runQuery answer carries (what a page costs on the wire, uncompressed). */
async function measured(collectionId, pageLimit) {
  const structuredQuery = {
    from: [{ collectionId }],
    orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
    ...(pageLimit ? { limit: pageLimit } : {}),
  };
  const res = await fetch(`${DOCS}:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ structuredQuery }),
  });
  const text = await res.text();
  const docs = JSON.parse(text).filter((r) => r.document).length;
  return { docs, bytes: Buffer.byteLength(text) };
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;

/** The figures, as printable lines. Leaves the database empty. */
export async function blogFigures() {
  const rows = {};
  for (const n of [100, 5000]) {
    await clearEmulators();
    const t0 = performance.now();
    await seedBlogs(n);
    const seedS = (performance.now() - t0) / 1000;
    rows[n] = {
      time: await firstPageTime(),
      app: await appFirstPageTime(),
      page: await measured('blogCards', PAGE_SIZE),
      old: await measured('blogs'),
      seedS,
    };
  }
  await clearEmulators();
  const [s, l] = [rows[100], rows[5000]];
  return [
    `first blog page (${PAGE_SIZE} cards, fresh SDK client, the query alone): 100 blogs ${ms(s.time)}, 5,000 blogs ${ms(l.time)}; ratio ${(l.time / s.time).toFixed(2)}x`,
    `first blog page on /blogsList (fresh Chromium, until ${PAGE_SIZE} cards show): 100 blogs ${ms(s.app)}, 5,000 blogs ${ms(l.app)}; ratio ${(l.app / s.app).toFixed(2)}x (median of 5)`,
    `    (the emulator sorts the whole collection for an ordered query; production Firestore reads an index, in time proportional to the page)`,
    `documents read for that page (counted in the answer): ${s.page.docs} with 100 blogs, ${l.page.docs} with 5,000; ratio ${(l.page.docs / s.page.docs).toFixed(2)}x`,
    `bytes of that page (REST, uncompressed): ${kb(s.page.bytes)} with 100 blogs, ${kb(l.page.bytes)} with 5,000`,
    `the old list (every blog with its full ~2,000-character text): ${s.old.docs} docs / ${kb(s.old.bytes)} with 100, ${l.old.docs} docs / ${kb(l.old.bytes)} with 5,000`,
    `(seeding took ${s.seedS.toFixed(1)} s and ${l.seedS.toFixed(1)} s)`,
  ];
}
