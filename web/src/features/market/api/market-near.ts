import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { NearPager, type GeoRange, type NearItem } from '@shared/near-search';
import { db } from '@/shared/firebase/firestore';
import { productFromData, type Product } from '@/shared/product';
import type { FeedState, MarketFeed } from './market-api';
import { PAGE_SIZE, type MarketQuery } from './market-query';

/**
 * "Nearest first": pages from NearPager, whose every query is the spec's
 * filters plus one geohash range (start <= geo.geohash < end, ordered by
 * geohash then id). One-shot reads, not listeners: a page's order is by
 * distance, which a live query cannot keep; 'Load more' reads on.
 */
export function openNearFeed(
  spec: MarketQuery,
  near: NonNullable<MarketQuery['near']>,
  onState: (state: FeedState) => void,
  onError: (error: unknown) => void,
): MarketFeed {
  const filters = spec.where.map((w) => where(w.field, w.op, w.value));
  // Firestore bills an empty answer as one read.
  let reads = 0;
  const fetchRange = async (r: GeoRange, size: number): Promise<Array<NearItem<Product>>> => {
    const bounds: QueryConstraint[] = [where('geo.geohash', '>=', r.start), where('geo.geohash', '<', r.end)];
    const order = [orderBy('geo.geohash'), orderBy(documentId())];
    const after = r.after ? [startAfter(r.after.hash, r.after.id)] : [];
    const snap = await getDocs(
      query(collection(db, 'products'), ...filters, ...bounds, ...order, ...after, limit(size)),
    );
    reads += Math.max(1, snap.size);
    return snap.docs.flatMap((d) => {
      const product = productFromData(d.id, d.data({ serverTimestamps: 'estimate' }));
      const hash: unknown = d.get('geo.geohash');
      if (!product.geo || typeof hash !== 'string') return [];
      return [{ id: d.id, hash, point: product.geo, value: product }];
    });
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
