// The market's first page written into /marketplace's HTML (market-page.ts): the
// Firestore REST runQuery answer the page's route script would have fetched,
// as a JSON data block it reads instead (web/build/route-preload.ts). Pure.

/** The id of the element that carries the first page; the route script reads it. */
export const FIRST_PAGE_ID = 'kh-first-page';
const QUERY_META = /<meta name="kh-first-page-query" content="([^"]*)">/;

/** The runQuery body the build wrote into index.html (web/build/route-preload.ts), or null. */
export function queryOf(template: string): unknown {
  const attr = QUERY_META.exec(template)?.[1];
  if (attr === undefined) return null;
  const json = attr
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return JSON.parse(json);
}

/**
 * The template with the rows as a JSON data block before its first script, so
 * before the route script, which takes them instead of fetching. A data block
 * is never run, so the page's Content-Security-Policy needs no new hash; `<` is
 * escaped so that no text of a product can close the element.
 */
export function withFirstPage(template: string, rows: unknown[]): string {
  const json = JSON.stringify(rows).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${FIRST_PAGE_ID}">${json}</script>`;
  const at = template.indexOf('<script');
  if (at < 0) return template;
  return `${template.slice(0, at)}${block}\n    ${template.slice(at)}`;
}
