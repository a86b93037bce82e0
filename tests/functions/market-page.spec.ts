import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs, type Client } from '../helpers/client';
import { APP_URL, HOST, PORTS, PROJECT_ID, REGION, clearAuth, clearFirestore } from '../helpers/env';
import { addProductAs } from '../helpers/market';

// Issue 27, point 6: the marketPage function (functions/src/market/) under
// faults. The CDN may keep only a page with its first page in it; a failed
// query gives the plain app page, never cached; an index.html that does not
// come is waited for 2 s at most, then the copy this instance kept or a 503
// "loading" page. On the emulator the function takes any 127.0.0.1:<port> as
// its Hosting site, so a local server here plays the site's index.html.

const FUNCTION_URL = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/marketPage`;
const APP_HTML = readFileSync(new URL('../../web/dist/index.html', import.meta.url), 'utf8');
const QUERY_META = /<meta name="kh-first-page-query" content="[^"]*">/;
const FIRST_PAGE = /<script type="application\/json" id="kh-first-page">([^<]*)<\/script>/;
const CDN_KEEPS = 'public, max-age=0, s-maxage=30';
const CDN_SKIPS = 'private, no-cache';

/** index.html with another first-page query in its meta element, attribute-escaped as the build writes it. */
function withQuery(json: string): string {
  const content = json.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return APP_HTML.replace(QUERY_META, `<meta name="kh-first-page-query" content="${content}">`);
}

interface Site {
  host: string;
  requests: number;
  close: () => Promise<void>;
}
const sites: Site[] = [];

/** A local "Hosting site": `answer(n)` gives the n-th request's index.html, or null to never answer it. */
async function startSite(answer: (n: number) => string | null): Promise<Site> {
  const held: ServerResponse[] = [];
  const site: Site = { host: '', requests: 0, close: () => Promise.resolve() };
  const server = createServer((req, res) => {
    const html = answer(site.requests++);
    if (html === null) held.push(res);
    else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  site.host = `${HOST}:${(server.address() as AddressInfo).port}`;
  site.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  sites.push(site);
  return site;
}

/** The function asked directly, as Hosting forwards a request from `site`; with how long it took. */
async function openMarket(site: Site) {
  const started = Date.now();
  const res = await fetch(FUNCTION_URL, { headers: { 'x-forwarded-host': site.host } });
  const html = await res.text();
  return { res, html, ms: Date.now() - started };
}

let farmer: Client;

describe('the market page under faults', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    farmer = await signUpAs('farmer', 'ramesh@example.com');
    await addProductAs(farmer, { title: 'Onions' });
  });
  afterEach(async () => {
    await Promise.all(sites.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await farmer?.close();
  });

  it('a normal request, through Hosting, has the first page in it and is kept 30 s by the CDN', async () => {
    const res = await fetch(`${APP_URL}/marketplace`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CDN_KEEPS);
    const rows = JSON.parse(FIRST_PAGE.exec(await res.text())?.[1] ?? 'null');
    expect(
      rows.map(
        (r: { document: { fields: { title: { stringValue: string } } } }) => r.document.fields.title.stringValue,
      ),
    ).toEqual(['Onions']);
  });

  it('a query that fails gives the plain app page, which the CDN does not keep', async () => {
    const refusedByFirestore = withQuery(
      '{"structuredQuery":{"from":[{"collectionId":"products"}],"where":{"fieldFilter":{"field":{"fieldPath":"inStock"},"op":"NOT_AN_OPERATOR","value":{"booleanValue":true}}}}}',
    );
    const notJson = withQuery('{"structuredQuery":');
    for (const template of [refusedByFirestore, notJson]) {
      const site = await startSite(() => template);
      const { res, html } = await openMarket(site);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(CDN_SKIPS);
      expect(res.headers.get('cache-control')).not.toContain('s-maxage');
      // The app's HTML, untouched: it fetches the first page itself.
      expect(html).toBe(template);
    }
  });

  it('an index.html that never comes, with no copy kept: a 503 "loading" page within the bound, never cached', async () => {
    const site = await startSite(() => null);
    const { res, html, ms } = await openMarket(site);
    expect(site.requests).toBe(1);
    expect(ms).toBeLessThan(4000);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('10');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<meta http-equiv="refresh" content="10">');
    expect(html).toContain('The market is loading');
    expect(html).toContain('बाज़ार खुल रहा है');
  });

  it('an index.html that stops coming: the copy kept from before, with the first page, not kept by the CDN', async () => {
    const marked = APP_HTML.replace('</head>', '<!-- the copy from before --></head>');
    const site = await startSite((n) => (n === 0 ? marked : null));
    const first = await openMarket(site);
    expect(first.res.headers.get('cache-control')).toBe(CDN_KEEPS);

    const { res, html, ms } = await openMarket(site);
    expect(site.requests).toBe(2);
    expect(ms).toBeLessThan(4000);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CDN_SKIPS);
    expect(html).toContain('<!-- the copy from before -->');
    expect(FIRST_PAGE.exec(html)?.[1]).toContain('Onions');
  });
});
