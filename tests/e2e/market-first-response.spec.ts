import { describe, expect, it } from 'vitest';
import { newPage } from '../helpers/browser';
import { signUpAs } from '../helpers/client';
import { browserSuite } from '../helpers/e2e';
import { APP_URL, HOST, PORTS, PROJECT_ID, REGION } from '../helpers/env';
import { addProductAs } from '../helpers/market';

// Issue 10, products in the first response: Hosting sends /marketplace through
// the marketPage function, which writes the first page into the HTML, so the
// cards paint with the page itself, without the browser asking Firestore.

const suite = browserSuite();
const PHONE = { width: 360, height: 740 };
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 15_000 });

describe('the market’s first response', () => {
  it('carries the newest products, so the cards paint with no Firestore request and no script file', async () => {
    const farmer = suite.track(await signUpAs('farmer', 'ramesh@example.com'));
    for (const title of ['Onions', 'Red Tomatoes </script><script>alert(1)</script>']) {
      await addProductAs(farmer, { title, description: 'Fresh', pricePaise: 4050, quantityG: 1_200_000 });
    }

    const res = await fetch(`${APP_URL}/marketplace`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    // The CDN keeps it 30 s; browsers always ask again.
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=30');
    const html = await res.text();
    const block = /<script type="application\/json" id="kh-first-page">([^<]*)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    const rows = JSON.parse(block![1]) as { document: { fields: { title: { stringValue: string } } } }[];
    expect(rows.map((r) => r.document.fields.title.stringValue)).toEqual([
      'Red Tomatoes </script><script>alert(1)</script>',
      'Onions',
    ]);
    // A product's words cannot end the data block early.
    expect(html).not.toContain('<script>alert(1)');

    const { context, page } = await newPage(suite.browser, PHONE);
    let asked = 0;
    await context.route('**/documents:runQuery**', (route) => {
      asked += 1;
      return route.abort();
    });
    await context.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/marketplace');
    await poll(() => page.locator('#kh-shell .kh-card h2').allTextContents()).toEqual([
      'Red Tomatoes </script><script>alert(1)</script>',
      'Onions',
    ]);
    expect(asked).toBe(0);
    await context.close();
  });

  it('answers only for the project’s own sites, so nobody can make it fetch and repeat another page', async () => {
    const direct = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/marketPage`;
    const res = await fetch(direct, { headers: { 'x-forwarded-host': 'evil.example' } });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('Unknown host');
  });
});
