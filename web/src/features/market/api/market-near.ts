import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { geohashRange, nearItemOf } from '@shared/near-range-query';
import { NearPager, type GeoRange, type NearItem } from '@shared/near-search';
import { productFromData, type Product } from '@/shared/product';
import type { FeedState, MarketFeed } from './market-messages';
import { PAGE_SIZE, type MarketQuery } from './market-query';

/**
 * "Nearest first": pages from NearPager, whose every query is the spec's
 * filters plus one geohash range (start <= geo.geohash < end, ordered by
 * geohash then id). One-shot reads, not listeners: a page's order is by
 * distance, which a live query cannot keep; 'Load more' reads on.
 */
export function openNearFeed(
  db: Firestore,
  spec: MarketQuery,
  near: NonNullable<MarketQuery['near']>,
  onState: (state: FeedState) => void,
  onError: (error: unknown) => void,
): MarketFeed {
  const filters = spec.where.map((w) => where(w.field, w.op, w.value));
  // Firestore bills an empty answer as one read.
  let reads = 0;
  const fetchRange = async (r: GeoRange, size: number): Promise<Array<NearItem<Product>>> => {
    const range = geohashRange<QueryConstraint>({ where, orderBy, documentId, startAfter, limit }, r, size);
    const snap = await getDocs(query(collection(db, 'products'), ...filters, ...range));
    reads += Math.max(1, snap.size);
    return snap.docs.flatMap(
      (d) => nearItemOf(d, productFromData(d.id, d.data({ serverTimestamps: 'estimate' }))) ?? [],
    );
  };
  const pager = new NearPager<Product>(near.center, near.radiusKm, fetchRange, PAGE_SIZE);
  let closed = false;
  let state: FeedState = {
    products: [],
    loading: true,
    loadingMore: false,
    hasMore: false,
    fromCache: false,
    reads: 0,
  };
  const emit = (patch: Partial<FeedState>) => {
    state = { ...state, ...patch, reads };
    if (!closed) onState(state);
  };
  const next = () => {
    pager
      .nextPage()
      .then((page) => {
        emit({
          products: [...state.products, ...page.items.map((x) => x.value)],
          loading: false,
          loadingMore: false,
          hasMore: !page.done,
        });
      })
      .catch((error: unknown) => {
        emit({ loading: false, loadingMore: false });
        if (!closed) onError(error);
      });
  };
  emit({});
  next();
  return {
    loadMore() {
      if (closed || state.loading || state.loadingMore || !state.hasMore) return;
      emit({ loadingMore: true });
      next();
    },
    close() {
      closed = true;
    },
  };
}
