// The page's side of the live market: opens its feeds in the data worker
// (market-queries.ts, which holds the Firestore SDK) and hands their states on.
// Nothing here imports Firebase, so the page's main thread never evaluates it.
import { queriesOf } from '@/shared/firebase/data-client';
import type { FeedState, MarketFeed } from './market-messages';
import type { marketQueries } from './market-queries';
import type { MarketQuery } from './market-query';

export type { FeedState, MarketFeed } from './market-messages';

const q = queriesOf<typeof marketQueries>();

/** Documents read from the server for the market on this page, by open feed (REST first page apart). */
const liveReads = new Map<number, number>();
let restReads = 0;
let closedReads = 0;
let nextFeed = 1;

/** Exposes the documents read so far as a User Timing mark, for the bench (npm run bench). */
function markReads() {
  let live = closedReads;
  for (const reads of liveReads.values()) live += reads;
  performance.mark('kh:market-docs-read', { detail: { rest: restReads, live } });
}

/** Counts the documents a REST first page read. */
export function countRestReads(documents: number): void {
  restReads += documents;
  markReads();
}

/** The live, paged market for `spec` in the worker; `saveAsLastPage` keeps its first page for offline. */
export function openMarketFeed(
  spec: MarketQuery,
  onState: (state: FeedState) => void,
  onError: (error: unknown) => void,
  saveAsLastPage = false,
): MarketFeed {
  if (spec.needsRomanizer) {
    // The search's token is not known yet: show loading, query nothing.
    onState({ products: [], loading: true, loadingMore: false, hasMore: false, fromCache: true, reads: 0 });
    return { loadMore: () => undefined, close: () => undefined };
  }
  const feedId = nextFeed++;
  liveReads.set(feedId, 0);
  const counted = (state: FeedState) => {
    if (liveReads.has(feedId) && state.reads !== liveReads.get(feedId)) {
      liveReads.set(feedId, state.reads);
      markReads();
    }
    onState(state);
  };
  // "Nearest first" pages are read once, not live; they start in the loading state.
  if (spec.near)
    onState({ products: [], loading: true, loadingMore: false, hasMore: false, fromCache: true, reads: 0 });
  const feed = spec.near
    ? q.open('market.near', { spec, near: spec.near }, counted, onError)
    : q.open('market.feed', { spec: { where: spec.where, orderBy: spec.orderBy }, saveAsLastPage }, counted, onError);
  return {
    loadMore: () => feed.control('loadMore'),
    close() {
      closedReads += liveReads.get(feedId) ?? 0;
      liveReads.delete(feedId);
      feed.close();
    },
  };
}
