import { describe, expect, it } from 'vitest';
import { coverPreloads, queryOf, withFirstPage } from './first-page';

const TEMPLATE = [
  '<!doctype html><html><head><title>Krishi Haat</title>',
  '<meta name="kh-first-page-query" content="{&quot;structuredQuery&quot;:{&quot;limit&quot;:24,&quot;q&quot;:&quot;a&amp;b&quot;}}">',
  '<script>route()</script><script type="module" src="/assets/index.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('the first page in the HTML', () => {
  it('reads the runQuery body the build wrote into the page', () => {
    expect(queryOf(TEMPLATE)).toEqual({ structuredQuery: { limit: 24, q: 'a&b' } });
    expect(queryOf('<html></html>')).toBeNull();
    expect(queryOf('<meta name="kh-first-page-query" content="{&quot;q&quot;:&quot;farmer&#39;s&quot;}">')).toEqual({
      q: "farmer's",
    });
  });

  it('puts the rows before the first script, where the route script finds them', () => {
    const html = withFirstPage(TEMPLATE, [{ document: { name: 'p1' } }]);
    const block = '<script type="application/json" id="kh-first-page">[{"document":{"name":"p1"}}]</script>';
    expect(html.indexOf(block)).toBeGreaterThan(0);
    expect(html.indexOf(block)).toBeLessThan(html.indexOf('<script>route()</script>'));
    expect(html.replace(`${block}\n    `, '')).toBe(TEMPLATE);
  });

  it('escapes < so that no product text can close the block or open a script', () => {
    const html = withFirstPage(TEMPLATE, [{ title: '</script><script>alert(1)</script>' }]);
    expect(html).toContain('"title":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"');
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it("asks early for the first four cards' cover photos, the thumbnail and its detail copy for wide screens", () => {
    const photo = (id: string, thumb: string) => ({
      mapValue: { fields: { id: { stringValue: id }, thumb: { stringValue: thumb }, w: { integerValue: '1280' } } },
    });
    const row = (photos: unknown[]) => ({ document: { fields: { photos: { arrayValue: { values: photos } } } } });
    const rows = [
      row([photo('f1', 't1'), photo('f9', 't9')]),
      row([]),
      { document: { fields: { title: { stringValue: 'no photos' } } } },
      row([photo('f4', 't4')]),
      row([photo('f5', 't5')]),
    ];
    expect(coverPreloads(rows)).toEqual([
      '<link rel="preload" as="image" href="/photos/t1" imagesrcset="/photos/t1 480w, /photos/f1 1280w" imagesizes="(min-width: 600px) 400px, 88px" fetchpriority="high">',
      '<link rel="preload" as="image" href="/photos/t4" imagesrcset="/photos/t4 480w, /photos/f4 1280w" imagesizes="(min-width: 600px) 400px, 88px" fetchpriority="high">',
    ]);
    const html = withFirstPage(TEMPLATE, rows);
    expect(html.indexOf('href="/photos/t1"')).toBeLessThan(html.indexOf('<script type="application/json"'));
    expect(coverPreloads([row([photo('f"><script>', 't"&')])])).toEqual([
      '<link rel="preload" as="image" href="/photos/t&quot;&amp;" imagesrcset="/photos/t&quot;&amp; 480w, /photos/f&quot;>&lt;script> 1280w" imagesizes="(min-width: 600px) 400px, 88px" fetchpriority="high">',
    ]);
  });

  it('leaves a page without scripts as it is', () => {
    expect(withFirstPage('<html></html>', [])).toBe('<html></html>');
  });
});
