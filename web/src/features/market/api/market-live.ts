import { collection, orderBy, query, where, type Firestore } from 'firebase/firestore';
import { openLivePages, type LivePages } from '../../../shared/firebase/live-pages';
import { productFromData } from '../../../shared/product';
import type { FeedState } from './market-messages';
import { PAGE_SIZE, type MarketQuery } from './market-query';

// Runs inside the data worker (market-queries.ts), never on the page's
// main thread: the products it emits are plain objects posted to the page.

/**
 * The market as live pages of PAGE_SIZE products (shared/live-pages-state.ts
 * tells how the pages are chained so that none hides a product).
 */
export function openLiveFeed(
  db: Firestore,
  spec: Pick<MarketQuery, 'where' | 'orderBy'>,
  onState: (state: FeedState) => void,
  onError: (error: unknown) => void,
): LivePages {
  const base = query(
    collection(db, 'products'),
    ...spec.where.map((w) => where(w.field, w.op, w.value)),
    ...spec.orderBy.map((o) => orderBy(o.field, o.direction)),
  );
  return openLivePages(
    base,
    PAGE_SIZE,
    (d) => productFromData(d.id, d.data({ serverTimestamps: 'estimate' })),
    ({ items, ...state }) => onState({ ...state, products: items }),
    onError,
    // Metadata changes too, to tell when the cached first page is confirmed by the server.
    { includeMetadataChanges: true },
  );
}
