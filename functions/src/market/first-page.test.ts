import { describe, expect, it } from 'vitest';
import { queryOf, withFirstPage } from './first-page';

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

  it('leaves a page without scripts as it is', () => {
    expect(withFirstPage('<html></html>', [])).toBe('<html></html>');
  });
});
