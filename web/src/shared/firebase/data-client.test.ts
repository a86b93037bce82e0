import { afterEach, describe, expect, it, vi } from 'vitest';

/** The messages the page posted to the data worker, in order (a stand-in for `Worker`). */
const posted: unknown[] = [];

class RecordingWorker {
  onmessage: unknown = null;
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
