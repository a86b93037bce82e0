import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '@/shared/product';
import { loadOnce } from '@/shared/load-once';
import { whenIdle } from '@/shared/when-idle';
import { readLastPage } from '../api/last-page-store';
import type { FeedState, MarketFeed } from '../api/market-api';
import { DEFAULT_FILTERS, PAGE_SIZE, buildMarketQuery, type MarketQuery } from '../api/market-query';
import { fetchFirstPage, takeEarlyFirstPage } from '../api/market-rest';
import { searchSaved } from '../api/saved-search';

/** The page's side of the market's data-worker queries (small: the SDK is in the worker); retried after a failure. */
const loadApi = loadOnce(() => import('../api/market-api'));

// The first page of the default view (what almost every visit opens with), read
// over REST: on /marketplace index.html's inline script has already sent that
// request while the JavaScript downloaded; otherwise it starts when this chunk
// runs. Products show without waiting for the Firestore SDK, whose worker starts
// once they have painted. Without a network the page saved by the worker
// (last-page-store.ts) shows instead.
const DEFAULT_KEY = buildMarketQuery(DEFAULT_FILTERS).key;
let firstPage: Promise<Product[] | null> | null = (
  takeEarlyFirstPage() ?? fetchFirstPage(buildMarketQuery(DEFAULT_FILTERS))
).then(
  (products) => {
    void loadApi().then((api) => api.countRestReads(products.length));
    return products;
  },
  () => readLastPage(),
);
/** The first page once it has arrived: a market opened after that renders it in its first commit. */
let firstPageNow: Product[] | null = null;
void firstPage.then((products) => (firstPageNow = products));

function restFeed(products: Product[]): FeedState {
  return {
    products,
    loading: false,
    loadingMore: false,
    hasMore: products.length >= PAGE_SIZE,
    fromCache: false,
    reads: 0,
  };
}

/** How long a slow REST answer may hold back the SDK. */
const REST_WAIT_MS = 3000;

export interface MarketFeedView {
  status: 'loading' | 'ready' | 'error';
  products: Product[];
  hasMore: boolean;
  loadingMore: boolean;
  error: unknown;
  /** The products come from the live listener, confirmed by the server (not the REST snapshot or the cache alone). */
  live: boolean;
  /** Offline: the products are the page saved on this phone, searched ('matches') or all of it ('noMatch'). */
  saved: SavedResult | null;
  loadMore: () => void;
  retry: () => void;
}

const EMPTY: FeedState = {
  products: [],
  loading: true,
  loadingMore: false,
  hasMore: false,
  fromCache: true,
  reads: 0,
};

export type SavedResult = 'matches' | 'noMatch';

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The live, paged market for `spec`; a new spec starts again from the first page. */
export function useMarketFeed(wanted: MarketQuery): MarketFeedView {
  // The feed follows the query (`key`), not the object: a buyer's place arriving makes a new
  // spec for the same query (it only changes the distances shown), and reopening the feed for
  // it emptied the grid for a moment and read the first page again.
  const [spec, setSpec] = useState(wanted);
  if (spec.key !== wanted.key) setSpec(wanted);
  const [result, setResult] = useState<{
    key: string;
    feed: FeedState;
    error: unknown;
    rest?: boolean;
    saved?: SavedResult;
  }>(() =>
    firstPage && firstPageNow && spec.key === DEFAULT_KEY
      ? { key: `${DEFAULT_KEY}#0`, feed: restFeed(firstPageNow), error: null, rest: true }
      : { key: '', feed: EMPTY, error: null },
  );
  const [attempt, setAttempt] = useState(0);
  const loadMoreRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    let cancelled = false;
    let feed: MarketFeed | null = null;
    const key = `${spec.key}#${attempt}`;
    const rest = spec.key === DEFAULT_KEY && attempt === 0 ? firstPage : null;
    /** The REST snapshot is on screen and the live feed has not replaced it yet. */
    let showingRest = false;
    let moreWanted = false;
    let latest: FeedState | null = null;
    let started = false;
    const cleanups: Array<() => void> = [];

    // Worker states re-render the grid in a transition (sliced, interruptible), and
    // memoised cards (market-card.tsx) skip the products that did not change.
    const show = (state: FeedState, saved?: SavedResult) =>
      startTransition(() => setResult({ key, feed: state, error: null, saved }));
    // Offline, a query the phone's cache cannot answer shows the saved page, searched
    // with the same filters: never an empty list under the offline banner.
    const showSaved = (onFail: () => void) => {
      void readLastPage().then((page) => {
        if (cancelled) return;
        if (!page?.length) return onFail();
        const found = searchSaved(page, spec);
        const feed = { ...EMPTY, loading: false, products: found.length > 0 ? found : page };
        startTransition(() => setResult({ key, feed, error: null, saved: found.length > 0 ? 'matches' : 'noMatch' }));
      });
    };
    const onState = (state: FeedState) => {
      latest = state;
      if (!state.loading && state.fromCache && offline()) {
        // An empty cache offline is no news: the first page on screen (from the HTML or REST,
        // not yet confirmed by the listener when the signal went) stays rather than an empty list.
        if (state.products.length === 0) return showingRest ? undefined : showSaved(() => show(state));
        // A search or filter answered from Firestore's cache on the phone: its matches
        // among what this phone saved, and said so.
        if (spec.key !== DEFAULT_KEY) return show(state, 'matches');
      }
      if (showingRest) {
        // Keep the REST page until the live one is confirmed by the server (a cached
        // page may be stale), unless 'Load more' needs the live pages now.
        if (state.loading || (state.fromCache && !moreWanted)) return;
        showingRest = false;
      }
      show(state);
      if (moreWanted && !state.loading) {
        moreWanted = false;
        feed?.loadMore();
      }
    };

    const start = () => {
      if (started || cancelled) return;
      started = true;
      loadApi()
        .then(({ openMarketFeed }) => {
          if (cancelled) return;
          feed = openMarketFeed(
            spec,
            onState,
            (error) => {
              const fail = () => setResult((r) => ({ key, feed: r.key === key ? r.feed : EMPTY, error }));
              if (offline()) showSaved(fail);
              else fail();
            },
            spec.key === DEFAULT_KEY,
          );
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          if (showingRest) setResult((r) => ({ ...r, feed: { ...r.feed, loadingMore: false }, error }));
          else setResult({ key, feed: EMPTY, error });
        });
    };

    if (rest) {
      const timer = setTimeout(start, REST_WAIT_MS);
      cleanups.push(() => clearTimeout(timer));
      void rest.then((products) => {
        if (cancelled) return;
        firstPage = null;
        if (products && !started) {
          showingRest = true;
          // A transition too: React renders the first cards in slices that yield.
          startTransition(() => setResult({ key, feed: restFeed(products), error: null, rest: true }));
          // The worker (and its SDK download) once the products have painted.
          requestAnimationFrame(() => cleanups.push(whenIdle(start)));
        } else {
          start();
        }
      });
    } else {
      start();
    }

    loadMoreRef.current = () => {
      if (cancelled) return;
      if (!showingRest) {
        feed?.loadMore();
        return;
      }
      if (moreWanted) return;
      moreWanted = true;
      setResult((r) => (r.key === key ? { ...r, feed: { ...r.feed, loadingMore: true } } : r));
      start();
      if (latest) onState(latest);
    };

    return () => {
      cancelled = true;
      cleanups.forEach((fn) => fn());
      feed?.close();
      loadMoreRef.current = () => undefined;
    };
  }, [spec, attempt]);

  const loadMore = useCallback(() => loadMoreRef.current(), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = result.key === `${spec.key}#${attempt}`;
  const feed = current ? result.feed : EMPTY;
  const error = current ? result.error : null;
  return {
    status: error ? 'error' : feed.loading ? 'loading' : 'ready',
    products: feed.products,
    hasMore: feed.hasMore,
    loadingMore: feed.loadingMore,
    error,
    live: current && !result.rest && !feed.loading && !feed.fromCache,
    saved: current ? (result.saved ?? null) : null,
    loadMore,
    retry,
  };
}
