import {
  endAt,
  limit,
  onSnapshot,
  query,
  startAfter,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';

export interface PagesState<T> {
  items: T[];
  /** The first page has not arrived yet. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
}

export interface LivePages {
  loadMore: () => void;
  close: () => void;
}

interface Page {
  after: QueryDocumentSnapshot | null;
  until: QueryDocumentSnapshot | null;
  docs: QueryDocumentSnapshot[] | null;
  stop: () => void;
}

/**
 * `base` (already ordered) as live pages of `size` documents, fetched with
 * cursors so a page costs the same however large the collection is. As in the
 * market feed: when a later page opens, the current last page is pinned to end
 * at its last document, so an item arriving above never pushes one out of sight
 * between two pages.
 */
export function openLivePages<T extends { id: string }>(
  base: Query,
  size: number,
  toItem: (doc: QueryDocumentSnapshot) => T,
  onState: (state: PagesState<T>) => void,
  onError: (error: Error) => void,
): LivePages {
  const pages: Page[] = [];
  let closed = false;

  const emit = () => {
    if (closed) return;
    const seen = new Set<string>();
    const items: T[] = [];
    // An item moving between pages can briefly sit in both listeners.
    for (const page of pages) {
      for (const d of page.docs ?? []) {
        if (seen.has(d.id)) continue;
        seen.add(d.id);
        items.push(toItem(d));
      }
    }
    const last = pages[pages.length - 1]!;
    onState({
      items,
      loading: pages[0]!.docs === null,
      loadingMore: pages.length > 1 && last.docs === null,
      hasMore: last.docs !== null && last.docs.length >= size,
    });
  };

  const listen = (page: Page) => {
    const bounds: QueryConstraint[] = [];
    if (page.after) bounds.push(startAfter(page.after));
    bounds.push(page.until ? endAt(page.until) : limit(size));
    page.stop = onSnapshot(
      query(base, ...bounds),
      (snap) => {
        page.docs = snap.docs;
        emit();
      },
      (error) => {
        if (!closed) onError(error);
      },
    );
  };

  const open = (after: QueryDocumentSnapshot | null) => {
    const page: Page = { after, until: null, docs: null, stop: () => undefined };
    pages.push(page);
    listen(page);
    emit();
  };

  open(null);
  return {
    loadMore() {
      const last = pages[pages.length - 1]!;
      if (closed || !last.docs || last.docs.length < size) return;
      const anchor = last.docs[last.docs.length - 1]!;
      last.stop();
      last.until = anchor;
      listen(last);
      open(anchor);
    },
    close() {
      closed = true;
      for (const page of pages) page.stop();
    },
  };
}
