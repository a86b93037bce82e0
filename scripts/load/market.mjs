// The market's two read paths under load: the first page over Firestore's REST
// runQuery (what web/src/features/market/api/market-rest.ts sends, no sign-in,
// products are public) and live listeners through the client SDK, as the
// market's data worker keeps one open on the same query.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { CLIENT_PORTS, newClient, PROJECT_ID } from '../bench/clients.mjs';
import { ROOT } from '../lib/emulators.mjs';

const { queryOf } = createRequire(import.meta.url)('../../functions/lib/market/first-page.js');

// The default view's first page, the very body the build wrote into index.html for
// the route script and marketPage to send (web/build/route-preload.ts): in stock,
// newest first, 24.
const PAGE = 24;
const runQueryUrl = () =>
  `http://127.0.0.1:${CLIENT_PORTS.firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`;
const FIRST_PAGE = JSON.stringify(queryOf(readFileSync(join(ROOT, 'web', 'dist', 'index.html'), 'utf8')));

/** One market visit's first page; answers how many products came back. */
export async function marketFirstPage() {
  const res = await fetch(runQueryUrl(), { method: 'POST', body: FIRST_PAGE, signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw Object.assign(new Error(`runQuery ${res.status}`), { status: res.status });
  const rows = await res.json();
  return rows.filter((r) => r.document).length;
}

/**
 * Opens `count` live listeners on the market's first page, each in its own
 * anonymous client (a visitor's tab). Counts snapshots and errors; close()
 * unsubscribes all and answers the counts.
 */
export function openListeners(count) {
  const stats = { listeners: count, snapshots: 0, changes: 0, errors: 0, firstError: null };
  const unsubscribes = Array.from({ length: count }, () => {
    const { db } = newClient();
    const q = query(
      collection(db, 'products'),
      where('inStock', '==', true),
      orderBy('createdAt', 'desc'),
      limit(PAGE),
    );
    return onSnapshot(
      q,
      (snap) => {
        stats.snapshots++;
        stats.changes += snap.docChanges().length;
      },
      (error) => {
        stats.errors++;
        stats.firstError ??= error?.code ?? String(error);
      },
    );
  });
  return {
    stats,
    close() {
      for (const u of unsubscribes) u();
      return stats;
    },
  };
}
