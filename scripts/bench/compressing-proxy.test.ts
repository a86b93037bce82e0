import { describe, expect, it } from 'vitest';
import { cdnSeconds } from './compressing-proxy.mjs';

// The proxy keeps an answer as Hosting's CDN would: only what a shared cache may keep.
describe('cdnSeconds', () => {
  it('keeps a public answer for s-maxage, over max-age', () => {
    expect(cdnSeconds('public, max-age=0, s-maxage=30')).toBe(30);
    expect(cdnSeconds('public, max-age=31536000, immutable')).toBe(31536000);
    expect(cdnSeconds('Public, Max-Age=60')).toBe(60);
  });

  it('never keeps a private, no-store or no-cache answer, nor one without a lifetime', () => {
    expect(cdnSeconds('private, no-cache')).toBe(0);
    expect(cdnSeconds('no-store')).toBe(0);
    expect(cdnSeconds('public, no-cache, max-age=60')).toBe(0);
    expect(cdnSeconds('public')).toBe(0);
    expect(cdnSeconds(undefined)).toBe(0);
  });
});
