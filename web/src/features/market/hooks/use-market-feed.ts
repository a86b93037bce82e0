import { useCallback, useEffect, useRef, useState } from 'react';
import type { Product } from '@/shared/product';
import type { FeedState, MarketFeed } from '../api/market-api';
import type { MarketQuery } from '../api/market-query';

type MarketApi = typeof import('../api/market-api');
let apiPromise: Promise<MarketApi> | null = null;
/** The api chunk (with the Firestore SDK); a failed download is tried again next time. */
function loadApi(): Promise<MarketApi> {
  apiPromise ??= import('../api/market-api').catch((error: unknown) => {
    apiPromise = null;
    throw error;
  });
  return apiPromise;
}
// Started with this page's chunk, so Firestore downloads while the skeletons show.
loadApi().catch(() => undefined);

export interface MarketFeedView {
  status: 'loading' | 'ready' | 'error';
  products: Product[];
  hasMore: boolean;
  loadingMore: boolean;
  error: unknown;
  loadMore: () => void;
  retry: () => void;
}

const EMPTY: FeedState = { products: [], loading: true, loadingMore: false, hasMore: false };

/** The live, paged market for `spec`; a new spec starts again from the first page. */
export function useMarketFeed(spec: MarketQuery): MarketFeedView {
  const [result, setResult] = useState<{ key: string; feed: FeedState; error: unknown }>({
    key: '',
    feed: EMPTY,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const feedRef = useRef<MarketFeed | null>(null);

  useEffect(() => {
    let cancelled = false;
    let feed: MarketFeed | null = null;
    const key = `${spec.key}#${attempt}`;
    loadApi()
      .then(({ openMarketFeed }) => {
        if (cancelled) return;
        feed = openMarketFeed(
          spec,
          (state) => setResult({ key, feed: state, error: null }),
          (error) => setResult((r) => ({ key, feed: r.key === key ? r.feed : EMPTY, error })),
        );
        feedRef.current = feed;
      })
      .catch((error: unknown) => {
        if (!cancelled) setResult({ key, feed: EMPTY, error });
      });
    return () => {
      cancelled = true;
      feed?.close();
      feedRef.current = null;
    };
  }, [spec, attempt]);

  const loadMore = useCallback(() => feedRef.current?.loadMore(), []);
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
    loadMore,
    retry,
  };
}
