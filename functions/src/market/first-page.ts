// The market's first page written into /marketplace's HTML (market-page.ts): the
// Firestore REST runQuery answer the page's route script would have fetched,
// as a JSON data block it reads instead (web/build/route-preload.ts), and an
// early request for each first card's cover photo. Pure.
import { FIRST_CARDS } from '../shared/first-cards';
import { FIRST_PAGE_ID, FIRST_PAGE_QUERY_META } from '../shared/first-page-names';
import { cardCover } from '../shared/photo';

const QUERY_META = new RegExp(`<meta name="${FIRST_PAGE_QUERY_META}" content="([^"]*)">`);

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
  const preloads = coverPreloads(rows)
    .map((link) => `${link}\n    `)
    .join('');
  return `${template.slice(0, at)}${preloads}${block}\n    ${template.slice(at)}`;
}

type RestValue = { stringValue?: string; arrayValue?: { values?: RestValue[] }; mapValue?: { fields?: Rest } };
type Rest = Record<string, RestValue | undefined>;

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A preload for each of the first cards' cover photos, the same choice of copy
 * as the cards make (cardCover): the phone asks for them with the HTML, beside
 * the app's scripts, instead of once the first paint has drawn the cards, so a
 * photo is there when its card paints (the photo is often the page's LCP).
 */
export function coverPreloads(rows: unknown[]): string[] {
  const links: string[] = [];
  for (const row of rows.slice(0, FIRST_CARDS)) {
    const fields = (row as { document?: { fields?: Rest } } | null)?.document?.fields;
    const first = fields?.photos?.arrayValue?.values?.[0]?.mapValue?.fields;
    const id = first?.id?.stringValue;
    const thumb = first?.thumb?.stringValue;
    if (!id || !thumb) continue;
    const cover = cardCover([{ id, thumb, w: 0, h: 0 }]);
    if (!cover?.srcSet || !cover.sizes) continue;
    links.push(
      `<link rel="preload" as="image" href="${attr(cover.src)}" imagesrcset="${attr(cover.srcSet)}" imagesizes="${attr(cover.sizes)}" fetchpriority="high">`,
    );
  }
  return links;
}
