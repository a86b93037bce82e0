import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asksNetworkFirst } from './shell-paths';

describe('asksNetworkFirst (the service worker serves every other page from its precache at once)', () => {
  it('is true for the market, photos and files', () => {
    for (const path of ['/marketplace', '/photos/abc123', '/icon.svg', '/manifest.webmanifest', '/sw.js']) {
      expect(asksNetworkFirst(path), path).toBe(true);
    }
  });

  it("is false for the app's screens, which Hosting serves as index.html", () => {
    for (const path of ['/', '/OrderMessage', '/MyOrdersUser', '/dashboard', '/blogsList', '/blogs/b1', '/login']) {
      expect(asksNetworkFirst(path), path).toBe(false);
    }
  });

  it('covers every rewrite of firebase.json that is not index.html (the API never reaches it: it is not a page)', () => {
    const hosting = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
      hosting: { rewrites: { source: string; function?: unknown; destination?: string }[] };
    };
    const toFunctions = hosting.hosting.rewrites.filter((r) => r.function && r.source !== '/api/**');
    expect(toFunctions.map((r) => r.source)).toEqual(['/marketplace', '/photos/**']);
    expect(asksNetworkFirst('/marketplace')).toBe(true);
    expect(asksNetworkFirst('/photos/x')).toBe(true);
    const rest = hosting.hosting.rewrites.filter((r) => !r.function);
    expect(rest).toEqual([{ source: '**', destination: '/index.html' }]);
  });
});
