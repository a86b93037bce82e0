import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOtherMarketPages, keepMarketPage, savedMarketPage, setMarketPageVersion } from './market-page-cache';

/** An in-memory CacheStorage, enough for the functions under test. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      put: async (key: string, response: Response) => void store.set(key, response),
      match: async (key: string) => store.get(key)?.clone(),
    };
  };
  return {
    stores,
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (key: string, { cacheName }: { cacheName: string }) => stores.get(cacheName)?.get(key)?.clone(),
  };
}

const page = (body: string, cacheControl: string, status = 200) =>
  new Response(body, { status, headers: { 'cache-control': cacheControl, 'content-type': 'text/html' } });
const never = () => new Promise<Response>(() => undefined);

describe('the market page kept by the service worker', () => {
  let store: ReturnType<typeof memoryCaches>;
  beforeEach(() => {
    store = memoryCaches();
    vi.stubGlobal('caches', store);
    setMarketPageVersion('v1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps a page with its first cards (the one the CDN may keep), and nothing else', async () => {
    await keepMarketPage(page('<p>fallback</p>', 'private, no-cache'));
    await keepMarketPage(page('<p>loading</p>', 'no-store', 503));
    expect(store.stores.get('kh-market-page-v1')?.size ?? 0).toBe(0);

    const answer = page('<p>Red Onion</p>', 'public, max-age=0, s-maxage=30');
    await keepMarketPage(answer);
    // The page still reads the answer it was given.
    expect(await answer.text()).toBe('<p>Red Onion</p>');
    const kept = await store.match('/marketplace', { cacheName: 'kh-market-page-v1' });
    expect(await kept?.text()).toBe('<p>Red Onion</p>');
  });

  it('shows the kept page only when the network has neither answered nor failed within 200 ms', async () => {
    await keepMarketPage(page('<p>kept</p>', 's-maxage=30'));
    vi.useFakeTimers();

    const slow = savedMarketPage(never());
    await vi.advanceTimersByTimeAsync(199);
    let settled = false;
    void slow.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await slow)?.text()).toBe('<p>kept</p>');

    // A quick answer, or an offline failure: the caller uses the network or the shell.
    const quick = savedMarketPage(Promise.resolve(page('<p>fresh</p>', 's-maxage=30')));
    await vi.advanceTimersByTimeAsync(0);
    expect(await quick).toBeUndefined();
    const offline = savedMarketPage(Promise.reject(new TypeError('Failed to fetch')));
    await vi.advanceTimersByTimeAsync(0);
    expect(await offline).toBeUndefined();
  });

  it('does not show a page kept more than 7 days ago, or one kept by another version', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T00:00:00Z') });
    await keepMarketPage(page('<p>old</p>', 's-maxage=30'));
    vi.setSystemTime(new Date('2026-11-08T00:00:01Z'));
    const late = savedMarketPage(never());
    await vi.advanceTimersByTimeAsync(200);
    expect(await late).toBeUndefined();

    vi.setSystemTime(new Date('2026-11-08T00:00:02Z'));
    await keepMarketPage(page('<p>v1 page</p>', 's-maxage=30'));
    setMarketPageVersion('v2');
    const other = savedMarketPage(never());
    await vi.advanceTimersByTimeAsync(200);
    expect(await other).toBeUndefined();
    await forgetOtherMarketPages();
    expect(await store.keys()).toEqual([]);
  });
});
