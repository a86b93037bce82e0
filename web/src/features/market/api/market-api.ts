import {
  collection,
  endAt,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { db } from '@/shared/firebase/firestore';
import { productFromData, type Product } from '@/shared/product';
import { PAGE_SIZE, type MarketQuery } from './market-query';
import { openNearFeed } from './market-near';

export interface FeedState {
  products: Product[];
  /** The first page has not arrived yet. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  /** The first page so far comes only from the local cache (not yet confirmed by the server). */
  fromCache: boolean;
}

export interface MarketFeed {
  loadMore: () => void;
  close: () => void;
}

interface Page {
  /** Starts after this document (null: from the top). */
  after: QueryDocumentSnapshot | null;
  /** Ends at this document once a later page exists (null: the open last page, `limit` long). */
  until: QueryDocumentSnapshot | null;
  docs: QueryDocumentSnapshot[] | null;
  fromCache: boolean;
  stop: () => void;
}

/**
 * The market as live pages of PAGE_SIZE products, fetched with cursors so a
 * page costs the same however large the catalogue is. Each page is a listener
 * on its own slice of the ordering. When a later page is opened, the current
 * last page is pinned to end at its last document: otherwise a new product
 * arriving above would push one past the next page's start and hide it.
 */
export function openMarketFeed(
  spec: MarketQuery,
  onState: (state: FeedState) => void,
  onError: (error: unknown) => void,
): MarketFeed {
  if (spec.needsRomanizer) {
    // The search's token is not known yet: show loading, query nothing.
    onState({ products: [], loading: true, loadingMore: false, hasMore: false, fromCache: true });
    return { loadMore: () => undefined, close: () => undefined };
  }
  if (spec.near) return openNearFeed(spec, spec.near, onState, onError);
  const base = query(
    collection(db, 'products'),
    ...spec.where.map((w) => where(w.field, w.op, w.value)),
    ...spec.orderBy.map((o) => orderBy(o.field, o.direction)),
  );
  const pages: Page[] = [];
  let closed = false;

  const emit = () => {
    if (closed) return;
    const seen = new Set<string>();
    const products: Product[] = [];
    // A product moving between pages can briefly sit in both listeners.
    for (const page of pages) {
      for (const d of page.docs ?? []) {
        if (seen.has(d.id)) continue;
        seen.add(d.id);
        products.push(productFromData(d.id, d.data({ serverTimestamps: 'estimate' })));
      }
    }
    const last = pages[pages.length - 1];
    onState({
      products,
      loading: pages[0].docs === null,
      loadingMore: pages.length > 1 && last.docs === null,
      hasMore: last.docs !== null && last.docs.length >= PAGE_SIZE,
      fromCache: pages[0].docs === null || pages[0].fromCache,
    });
  };

  const listen = (page: Page) => {
    const bounds: QueryConstraint[] = [];
    if (page.after) bounds.push(startAfter(page.after));
    bounds.push(page.until ? endAt(page.until) : limit(PAGE_SIZE));
    page.stop = onSnapshot(
      query(base, ...bounds),
      // Metadata changes too, to tell when the cached first page is confirmed by the server.
      { includeMetadataChanges: true },
      (snap) => {
        page.docs = snap.docs;
        page.fromCache = snap.metadata.fromCache;
        emit();
      },
      (error) => {
        if (!closed) onError(error);
      },
    );
  };

  const open = (after: QueryDocumentSnapshot | null) => {
    const page: Page = { after, until: null, docs: null, fromCache: true, stop: () => undefined };
    pages.push(page);
    listen(page);
    emit();
  };

  open(null);
  return {
    loadMore() {
      const last = pages[pages.length - 1];
      if (closed || !last.docs || last.docs.length < PAGE_SIZE) return;
      const anchor = last.docs[last.docs.length - 1];
      last.stop();
      last.until = anchor;
      listen(last); // keeps showing its current docs until the pinned listener answers
      open(anchor);
    },
    close() {
      closed = true;
      for (const page of pages) page.stop();
    },
  };
}
