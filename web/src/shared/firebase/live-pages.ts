import {
  endAt,
  limit,
  onSnapshot,
  query,
  startAfter,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type SnapshotListenOptions,
} from 'firebase/firestore';
import { createLivePages, type LivePages } from '../live-pages-state';

export type { LivePages };

export interface PagesState<T> {
  items: T[];
  /** The first page has not arrived yet. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  /** The first page so far comes only from the local cache (not yet confirmed by the server). */
  fromCache: boolean;
  /** Documents received from the server so far (what Firestore bills as reads). */
  reads: number;
}

/**
 * `base` (already ordered) as live pages of `size` documents: a Firestore
 * listener per page, chained as shared/live-pages-state.ts describes. Runs in
 * the data worker (blogs, the market); `options` are the listeners'
 * (the market also listens to metadata changes, to tell when its cached first
 * page is confirmed by the server).
 */
export function openLivePages<T>(
  base: Query,
  size: number,
  toItem: (doc: QueryDocumentSnapshot) => T,
  onState: (state: PagesState<T>) => void,
  onError: (error: Error) => void,
  options: SnapshotListenOptions = {},
): LivePages {
  let reads = 0;
  return createLivePages<QueryDocumentSnapshot>(
    size,
    ({ after, until }, onDocs, onPageError) => {
      const bounds: QueryConstraint[] = [];
      if (after) bounds.push(startAfter(after));
      bounds.push(until ? endAt(until) : limit(size));
      return onSnapshot(
        query(base, ...bounds),
        options,
        (snap) => {
          if (!snap.metadata.fromCache) reads += snap.docChanges().filter((c) => c.type !== 'removed').length;
          onDocs(snap.docs, snap.metadata.fromCache);
        },
        onPageError,
      );
    },
    ({ docs, ...view }) => onState({ ...view, items: docs.map(toItem), reads }),
    onError,
  );
}
