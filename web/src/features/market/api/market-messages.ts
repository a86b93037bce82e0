// What the market's queries in the data worker (market-queries.ts) hand the
// page. Plain data only: the SDK stays in the worker, products cross as the
// plain objects productFromData makes.
import type { Product } from '../../../shared/product';

export interface FeedState {
  products: Product[];
  /** The first page has not arrived yet. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  /** The first page so far comes only from the local cache (not yet confirmed by the server). */
  fromCache: boolean;
  /** Documents this feed has received from the server so far (what Firestore bills as reads). */
  reads: number;
}

/** One open feed, as its opener holds it (market-api.ts's worker feed, market-near.ts's pager). */
export interface MarketFeed {
  loadMore: () => void;
  close: () => void;
}
