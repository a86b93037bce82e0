import { logger } from 'firebase-functions';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { fetchAllRecords, MandiSourceError, pagePlan } from './agmarknet-client';

const SETTINGS = { apiKey: 'unit-key', baseUrl: 'http://mandi.test', timeoutMs: 1000 };
const noWait = () => Promise.resolve();

type Reply = { status?: number; type?: string; body: unknown; headers?: Record<string, string> };

/** Stubs fetch with one reply per request, in order, and records the URLs asked. */
function stubFetch(replies: Reply[]) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL) => {
      urls.push(new URL(url));
      const r = replies.shift();
      if (!r) throw new Error('no reply left');
      if (r.body instanceof Error) throw r.body;
      const text = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
      return new Response(text, {
        status: r.status ?? 200,
        headers: { 'content-type': r.type ?? 'application/json', ...r.headers },
      });
    }),
  );
  return urls;
}

const page = (n: number, total: number, from = 0) => ({
  body: { records: Array.from({ length: n }, (_, i) => ({ n: from + i })), total, count: n },
});

// The client logs each failed try: caught here, and checked where a test expects one.
let warn: MockInstance<(typeof logger)['warn']>;
beforeEach(() => {
  warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pagePlan', () => {
  it('plans the pages after the first, at most 30 in all', () => {
    expect(pagePlan(0)).toEqual([]);
    expect(pagePlan(1000)).toEqual([]);
    expect(pagePlan(1001)).toEqual([1000]);
    expect(pagePlan(2500)).toEqual([1000, 2000]);
    expect(pagePlan(1_000_000)).toHaveLength(29);
    expect(pagePlan(1_000_000).at(-1)).toBe(29_000);
    expect(pagePlan(25, 10)).toEqual([10, 20]);
    // Total unknown: up to the cap; the fetch stops at the first short page.
    expect(pagePlan(null, 1000, 3)).toEqual([1000, 2000]);
  });
});

describe('fetchAllRecords', () => {
  it('asks for JSON with the key, pages by offset and limit, and joins the pages', async () => {
    const urls = stubFetch([page(1000, 1500), page(500, 1500, 1000)]);
    const got = await fetchAllRecords(SETTINGS, { sleep: noWait, filters: { state: 'Kerala' } });
    expect(got).toMatchObject({ pages: 2, complete: true });
    expect(got.records).toHaveLength(1500);
    expect(urls.map((u) => u.pathname)).toEqual([
      '/resource/9ef84268-d588-465a-a308-a864a43d0070',
      '/resource/9ef84268-d588-465a-a308-a864a43d0070',
    ]);
    expect(urls.map((u) => [u.searchParams.get('offset'), u.searchParams.get('limit')])).toEqual([
      ['0', '1000'],
      ['1000', '1000'],
    ]);
    expect(urls[0].searchParams.get('api-key')).toBe('unit-key');
    expect(urls[0].searchParams.get('format')).toBe('json');
    expect(urls[0].searchParams.get('filters[state]')).toBe('Kerala');
  });

  it('steps by the page size the source gives when it sends fewer than asked', async () => {
    const urls = stubFetch([page(10, 25), page(10, 25, 10), page(5, 25, 20)]);
    const got = await fetchAllRecords(SETTINGS, { sleep: noWait });
    expect(got.records).toHaveLength(25);
    expect(urls.map((u) => u.searchParams.get('offset'))).toEqual(['0', '10', '20']);
  });

  it('tries a 429, a 5xx or a dropped connection again, at most 3 times, waiting longer each time', async () => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    stubFetch([{ status: 429, body: { error: 'rate' } }, { status: 503, body: 'busy' }, page(3, 3)]);
    expect((await fetchAllRecords(SETTINGS, { sleep })).records).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);

    waits.length = 0;
    stubFetch([{ status: 429, body: {}, headers: { 'retry-after': '3' } }, page(1, 1)]);
    await fetchAllRecords(SETTINGS, { sleep });
    expect(waits).toEqual([3000]);

    stubFetch([{ status: 500, body: '' }, { body: new TypeError('fetch failed') }, { status: 502, body: '' }]);
    await expect(fetchAllRecords(SETTINGS, { sleep })).rejects.toMatchObject({ problem: 'unreachable' });
    expect(warn.mock.calls).toEqual([
      ['mandi price source failed a try', { offset: 0, attempt: 1, last: 'status 429' }],
      ['mandi price source failed a try', { offset: 0, attempt: 2, last: 'status 503' }],
      ['mandi price source failed a try', { offset: 0, attempt: 1, last: 'status 429' }],
      ['mandi price source failed a try', { offset: 0, attempt: 1, last: 'status 500' }],
      ['mandi price source failed a try', { offset: 0, attempt: 2, last: 'unreachable' }],
      ['mandi price source failed a try', { offset: 0, attempt: 3, last: 'status 502' }],
    ]);
  });

  it('does not try a refused key again', async () => {
    const urls = stubFetch([{ status: 403, body: { message: 'Invalid key' } }]);
    await expect(fetchAllRecords(SETTINGS, { sleep: noWait })).rejects.toMatchObject({ problem: 'refused' });
    expect(urls).toHaveLength(1);
  });

  it('refuses XML clearly, by content type or by body', async () => {
    stubFetch([{ type: 'text/xml', body: '<?xml version="1.0"?><result><records/></result>' }]);
    const error = await fetchAllRecords(SETTINGS, { sleep: noWait }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MandiSourceError);
    expect(error).toMatchObject({ problem: 'xml', message: 'the mandi price source answered XML, not JSON' });
    stubFetch([{ type: 'text/html', body: '  <result></result>' }]);
    await expect(fetchAllRecords(SETTINGS, { sleep: noWait })).rejects.toMatchObject({ problem: 'xml' });
    stubFetch([{ body: { message: 'no records here' } }]);
    await expect(fetchAllRecords(SETTINGS, { sleep: noWait })).rejects.toMatchObject({ problem: 'bad-body' });
  });

  it('keeps the pages before one that fails, marked incomplete', async () => {
    stubFetch([page(1000, 3000), { type: 'application/xml', body: '<result/>' }]);
    const got = await fetchAllRecords(SETTINGS, { sleep: noWait });
    expect(got).toMatchObject({ pages: 1, complete: false });
    expect(got.records).toHaveLength(1000);
    expect(warn.mock.calls).toEqual([
      [
        'mandi prices: a page failed; keeping the pages before it',
        { offset: 1000, error: 'Error: the mandi price source answered XML, not JSON' },
      ],
    ]);
  });
});
