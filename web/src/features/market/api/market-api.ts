// The page's side of the live market: opens feeds in the market's Web Worker
// (market-worker.ts, which holds the Firestore SDK) and hands their states on.
// Nothing here imports Firebase, so the page's main thread never evaluates it.
import type { FeedState, FromWorker, MarketFeed, ToWorker } from './market-messages';
import type { MarketQuery } from './market-query';

export type { FeedState, MarketFeed } from './market-messages';

interface Listener {
  onState: (state: FeedState) => void;
  onError: (error: unknown) => void;
  reads: number;
}

let worker: Worker | null = null;
let nextId = 1;
const listeners = new Map<number, Listener>();
/** Documents read from the server for the market on this page (REST first page included). */
let restReads = 0;
let closedReads = 0;

/** Exposes the documents read so far as a User Timing mark, for the bench (npm run bench). */
function markReads() {
  let live = closedReads;
  for (const l of listeners.values()) live += l.reads;
  performance.mark('kh:market-docs-read', { detail: { rest: restReads, live } });
}

/** Counts the documents a REST first page read. */
export function countRestReads(documents: number): void {
  restReads += documents;
  markReads();
}

function failAll(error: unknown) {
  for (const l of listeners.values()) l.onError(error);
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./market-worker.ts', import.meta.url), { type: 'module', name: 'market' });
  w.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    const listener = listeners.get(message.id);
    if (!listener) return;
    if (message.type === 'state') {
      if (message.state.reads !== listener.reads) {
        listener.reads = message.state.reads;
        markReads();
      }
      listener.onState(message.state);
    } else {
      listener.onError(Object.assign(new Error(message.message), { code: message.code }));
    }
  };
  // The worker could not start (its script failed to download or run): every feed fails,
  // and the next feed (a retry) starts a new worker.
  w.onerror = (event) => {
    event.preventDefault();
    worker = null;
    w.terminate();
    failAll(new Error(event.message || 'market worker failed'));
  };
  worker = w;
  return w;
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
  // "Nearest first" pages (read once, not live) run on the page's own Firestore,
  // loaded only when someone picks that sort.
  if (spec.near) return openNearFeedLazily(spec, spec.near, onState, onError);
  const id = nextId++;
  const listener: Listener = { onState, onError, reads: 0 };
  listeners.set(id, listener);
  const send = (message: ToWorker) => {
    try {
      getWorker().postMessage(message);
    } catch (error) {
      onError(error);
    }
  };
  send({ type: 'open', id, spec: { where: spec.where, orderBy: spec.orderBy }, saveAsLastPage });
  return {
    loadMore: () => send({ type: 'loadMore', id }),
    close() {
      if (!listeners.delete(id)) return;
      closedReads += listener.reads;
      worker?.postMessage({ type: 'close', id } satisfies ToWorker);
    },
  };
}

function openNearFeedLazily(
  spec: MarketQuery,
  near: NonNullable<MarketQuery['near']>,
  onState: (state: FeedState) => void,
  onError: (error: unknown) => void,
): MarketFeed {
  let feed: MarketFeed | null = null;
  let closed = false;
  let moreWanted = false;
  onState({ products: [], loading: true, loadingMore: false, hasMore: false, fromCache: true, reads: 0 });
  import('./market-near').then(
    ({ openNearFeed }) => {
      if (closed) return;
      feed = openNearFeed(spec, near, onState, onError);
      if (moreWanted) feed.loadMore();
    },
    (error: unknown) => {
      if (!closed) onError(error);
    },
  );
  return {
    loadMore: () => (feed ? feed.loadMore() : (moreWanted = true)),
    close() {
      closed = true;
      feed?.close();
    },
  };
}
