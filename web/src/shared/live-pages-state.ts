// The page logic of a live, paged list (shared/firebase/live-pages.ts gives it
// Firestore listeners; the data worker's blog and market lists use that). Pure:
// no SDK here, so it is unit-tested with stand-in listeners.

/** Where a page sits in the ordering. */
export interface PageBounds<D> {
  /** Starts after this document (null: from the top). */
  after: D | null;
  /** Ends at this document once a later page exists (null: the open last page, `size` long). */
  until: D | null;
}

export interface PagesView<D> {
  /** Every page's documents in order, each once. */
  docs: D[];
  /** The first page has not arrived yet. */
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  /** The first page so far comes only from the local cache (true until it arrives). */
  fromCache: boolean;
}

export interface LivePages {
  loadMore: () => void;
  close: () => void;
}

/** Starts a listener on one page; it answers with the page's documents. Returns its stop. */
export type ListenPage<D> = (
  bounds: PageBounds<D>,
  onDocs: (docs: D[], fromCache: boolean) => void,
  onError: (error: Error) => void,
) => () => void;

interface Page<D> extends PageBounds<D> {
  docs: D[] | null;
  fromCache: boolean;
  stop: () => void;
}

/**
 * A list as live pages of `size` documents, each page a listener on its own
 * slice of the ordering (cursors, so a page costs the same however long the
 * list is). When a later page opens, the current last page is pinned to end
 * at its last document: otherwise an item arriving above would push one past
 * the next page's start and hide it.
 */
export function createLivePages<D extends { id: string }>(
  size: number,
  listen: ListenPage<D>,
  onView: (view: PagesView<D>) => void,
  onError: (error: Error) => void,
): LivePages {
  const pages: Page<D>[] = [];
  let closed = false;

  const emit = () => {
    if (closed) return;
    const seen = new Set<string>();
    const docs: D[] = [];
    // A document moving between pages can briefly sit in both listeners.
    for (const page of pages) {
      for (const d of page.docs ?? []) {
        if (seen.has(d.id)) continue;
        seen.add(d.id);
        docs.push(d);
      }
    }
    const first = pages[0]!;
    const last = pages[pages.length - 1]!;
    onView({
      docs,
      loading: first.docs === null,
      loadingMore: pages.length > 1 && last.docs === null,
      hasMore: last.docs !== null && last.docs.length >= size,
      fromCache: first.docs === null || first.fromCache,
    });
  };

  const start = (page: Page<D>) => {
    page.stop = listen(
      { after: page.after, until: page.until },
      (docs, fromCache) => {
        page.docs = docs;
        page.fromCache = fromCache;
        emit();
      },
      (error) => {
        if (!closed) onError(error);
      },
    );
  };

  const open = (after: D | null) => {
    const page: Page<D> = { after, until: null, docs: null, fromCache: true, stop: () => undefined };
    pages.push(page);
    start(page);
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
      start(last); // keeps showing its current docs until the pinned listener answers
      open(anchor);
    },
    close() {
      closed = true;
      for (const page of pages) page.stop();
    },
  };
}
