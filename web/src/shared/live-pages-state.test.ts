import { describe, expect, it } from 'vitest';
import { createLivePages, type PageBounds, type PagesView } from './live-pages-state';

interface Doc {
  id: string;
}

/** A stand-in for the listeners: records each one so a test can answer it. */
function harness(size: number) {
  const listeners: {
    bounds: PageBounds<Doc>;
    answer: (ids: string[], fromCache?: boolean) => void;
    fail: (error: Error) => void;
    stopped: boolean;
  }[] = [];
  const views: PagesView<Doc>[] = [];
  const errors: Error[] = [];
  const pages = createLivePages<Doc>(
    size,
    (bounds, onDocs, onError) => {
      const listener = {
        bounds,
        answer: (ids: string[], fromCache = false) =>
          onDocs(
            ids.map((id) => ({ id })),
            fromCache,
          ),
        fail: onError,
        stopped: false,
      };
      listeners.push(listener);
      return () => {
        listener.stopped = true;
      };
    },
    (view) => views.push(view),
    (error) => errors.push(error),
  );
  const ids = () => views[views.length - 1]!.docs.map((d) => d.id);
  const last = () => views[views.length - 1]!;
  return { pages, listeners, views, errors, ids, last };
}

describe('createLivePages', () => {
  it('opens one page from the top and says it is loading until it answers', () => {
    const h = harness(3);
    expect(h.listeners).toHaveLength(1);
    expect(h.listeners[0]!.bounds).toEqual({ after: null, until: null });
    expect(h.last()).toEqual({ docs: [], loading: true, loadingMore: false, hasMore: false, fromCache: true });
  });

  it('has more when the last page came back full, and not when it came back short', () => {
    const h = harness(3);
    h.listeners[0]!.answer(['a', 'b', 'c']);
    expect(h.last()).toEqual({
      docs: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
      loading: false,
      loadingMore: false,
      hasMore: true,
      fromCache: false,
    });
    h.listeners[0]!.answer(['a', 'b']);
    expect(h.last().hasMore).toBe(false);
  });

  it('says the first page is from the cache until the server confirms it', () => {
    const h = harness(3);
    h.listeners[0]!.answer(['a'], true);
    expect(h.last().fromCache).toBe(true);
    h.listeners[0]!.answer(['a'], false);
    expect(h.last().fromCache).toBe(false);
  });

  it('loads no further page while the last one is short or not yet answered', () => {
    const h = harness(3);
    h.pages.loadMore();
    expect(h.listeners).toHaveLength(1);
    h.listeners[0]!.answer(['a', 'b']);
    h.pages.loadMore();
    expect(h.listeners).toHaveLength(1);
  });

  it('pins the last page to its last document and opens the next page after it', () => {
    const h = harness(2);
    h.listeners[0]!.answer(['a', 'b']);
    h.pages.loadMore();
    // The first listener is replaced by one that ends at 'b'; the new page starts after 'b'.
    expect(h.listeners[0]!.stopped).toBe(true);
    expect(h.listeners[1]!.bounds).toEqual({ after: null, until: { id: 'b' } });
    expect(h.listeners[2]!.bounds).toEqual({ after: { id: 'b' }, until: null });
    // Until the new page answers, the pinned page still shows what it had.
    expect(h.ids()).toEqual(['a', 'b']);
    expect(h.last().loadingMore).toBe(true);
    h.listeners[2]!.answer(['c', 'd']);
    expect(h.ids()).toEqual(['a', 'b', 'c', 'd']);
    expect(h.last()).toMatchObject({ loading: false, loadingMore: false, hasMore: true });
  });

  it('keeps an item that arrives above: the pinned page grows instead of pushing one out of sight', () => {
    const h = harness(2);
    h.listeners[0]!.answer(['b', 'c']);
    h.pages.loadMore();
    h.listeners[2]!.answer(['d']);
    h.listeners[1]!.answer(['a', 'b', 'c']);
    expect(h.ids()).toEqual(['a', 'b', 'c', 'd']);
    expect(h.last().hasMore).toBe(false);
  });

  it('shows a document that briefly sits in two pages once, where it stood first', () => {
    const h = harness(2);
    h.listeners[0]!.answer(['a', 'b']);
    h.pages.loadMore();
    h.listeners[2]!.answer(['b', 'c']);
    expect(h.ids()).toEqual(['a', 'b', 'c']);
  });

  it('passes on a listener error, and stops every listener and all news once closed', () => {
    const h = harness(1);
    h.listeners[0]!.answer(['a']);
    h.pages.loadMore();
    h.listeners[0]!.fail(new Error('permission-denied'));
    expect(h.errors.map((e) => e.message)).toEqual(['permission-denied']);
    const seen = h.views.length;
    h.pages.close();
    expect(h.listeners.filter((l) => !l.stopped)).toHaveLength(0);
    h.listeners[2]!.answer(['b']);
    h.listeners[2]!.fail(new Error('late'));
    expect(h.views).toHaveLength(seen);
    expect(h.errors).toHaveLength(1);
    h.pages.loadMore();
    expect(h.listeners).toHaveLength(3);
  });
});
