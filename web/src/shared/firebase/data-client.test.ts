import { afterEach, describe, expect, it, vi } from 'vitest';

/** The messages the page posted to the data worker, in order (a stand-in for `Worker`). */
const posted: unknown[] = [];

class RecordingWorker {
  static last: RecordingWorker | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor() {
    RecordingWorker.last = this;
  }
  onerror: unknown = null;
  postMessage(message: unknown) {
    posted.push(message);
  }
  terminate() {}
}

describe('data-client: the page tells the worker when the phone is online again', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    posted.length = 0;
  });

  it("posts { type: 'online' } on the page's online event, once the worker runs", async () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
    vi.stubGlobal('Worker', RecordingWorker);
    const { openQuery } = await import('./data-client');

    // No worker yet: nothing to tell.
    page.dispatchEvent(new Event('online'));
    expect(posted).toEqual([]);

    openQuery(
      'orders.mine',
      {},
      () => undefined,
      () => undefined,
    );
    posted.length = 0;
    page.dispatchEvent(new Event('online'));
    expect(posted).toEqual([{ type: 'online' }]);
  });
});

describe('data-client: a query prefetched for a screen is handed over, not opened twice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    posted.length = 0;
  });

  async function load() {
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
    vi.stubGlobal('Worker', RecordingWorker);
    return import('./data-client');
  }
  const opens = () => posted.filter((m) => (m as { type: string }).type === 'open');

  it('gives its data to peek and then to the screen that opens it, with one open in the worker', async () => {
    const { prefetchQuery, peekQuery, openQuery } = await load();
    prefetchQuery('orders.farmer', { uid: 'f1' });
    expect(opens()).toEqual([{ type: 'open', id: 1, name: 'orders.farmer', params: { uid: 'f1' } }]);
    expect(peekQuery('orders.farmer', { uid: 'f1' })).toBeUndefined();

    const rows = [{ id: 'o1' }];
    RecordingWorker.last!.onmessage!({ data: { type: 'data', id: 1, data: rows } });
    expect(peekQuery('orders.farmer', { uid: 'f1' })).toBe(rows);
    // Another person's query is not this one.
    expect(peekQuery('orders.farmer', { uid: 'f2' })).toBeUndefined();

    const seen: unknown[] = [];
    const q = openQuery(
      'orders.farmer',
      { uid: 'f1' },
      (d) => seen.push(d),
      () => undefined,
    );
    expect(q.id).toBe(1);
    expect(opens()).toHaveLength(1);
    await Promise.resolve();
    expect(seen).toEqual([rows]);
    // Later answers reach the screen; once taken over, nothing is left to peek.
    const next = [{ id: 'o1' }, { id: 'o2' }];
    RecordingWorker.last!.onmessage!({ data: { type: 'data', id: 1, data: next } });
    expect(seen).toEqual([rows, next]);
    expect(peekQuery('orders.farmer', { uid: 'f1' })).toBeUndefined();

    // A second opener gets a query of its own.
    openQuery(
      'orders.farmer',
      { uid: 'f1' },
      () => undefined,
      () => undefined,
    );
    expect(opens()).toHaveLength(2);
  });

  it('closes a prefetched query that no screen took within 15 s', async () => {
    vi.useFakeTimers();
    try {
      const { prefetchQuery, openQuery } = await load();
      prefetchQuery('orders.buyer', { uid: 'b1' });
      vi.advanceTimersByTime(14_999);
      expect(posted.filter((m) => (m as { type: string }).type === 'close')).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(posted.filter((m) => (m as { type: string }).type === 'close')).toEqual([{ type: 'close', id: 1 }]);
      openQuery(
        'orders.buyer',
        { uid: 'b1' },
        () => undefined,
        () => undefined,
      );
      expect(opens().map((m) => (m as { id: number }).id)).toEqual([1, 2]);
    } finally {
      vi.useRealTimers();
    }
  });
});
