import { logger } from 'firebase-functions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshMandi } from './refresh';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('refreshMandi without a key', () => {
  it('fetches and writes nothing, and leaves one note for developers on how to set the key', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const result = await refreshMandi({ apiKey: '', baseUrl: 'http://mandi.test', timeoutMs: 1000 });
    expect(result).toEqual({ configured: false, complete: true, records: 0, quotes: 0, productsUpdated: 0 });
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    const note = String(warn.mock.calls[0][0]);
    expect(note).toContain('MANDI_API_KEY');
    expect(note).toContain('functions/.env.local');
    expect(note).toContain('firebase functions:secrets:set MANDI_API_KEY');
  });
});
