// The market's first paint, before any JavaScript chunk has run. This module is
// bundled at build time into an inline script in index.html (web/build/first-paint.ts;
// it exports nothing, as an inline script has no importer);
// on /marketplace it waits for the first page's REST answer (already requested by
// the route script, `window.__khFirstPage`) and draws the first FIRST_CARDS cards
// as plain HTML into the shell, with market-card.css, the sheet React's cards use
// too. React replaces the shell, cards included, on its first commit. Measured in
// docs/architecture.md: the products then paint when their data arrives instead
// of after the core and market chunks have run.
// Texts are set with textContent only (never HTML from data), in the reader's
// language: English or Hindi templates (place names stay as stored, as React's
// first commit shows them until the Hindi names have loaded).
import { formatGrams, formatRupeeAmount, formatRupees } from '@shared/money';
import { cardCover } from '@shared/photo';
import type { GeoPoint } from '@shared/geo';
import { LANGUAGE_KEY } from '@/shared/i18n/language-key';
import type { Product } from '@/shared/product';
import { hintedSession } from '@/shared/session-hint';
import { productsFromRest } from '../api/rest-products';
import { addressUnread, cardDistanceKm, keptPoint, startingPincode } from '../buyer-place';
import { mandiLineText } from '../mandi-line';
import { EARLY_TAP_KEY, FIRST_CARDS, PLACE_ICON } from './first-cards';

/** The card's templates (i18next's {{name}} syntax), from the English and Hindi tables at build time. */
declare const KH_CARD_STRINGS: Record<
  'en' | 'hi',
  {
    perKg: string;
    available: string;
    location: string;
    requestToBuy: string;
    mandi: string;
    mandiOld: string;
    kmAway: string;
  }
>;

const SVG = 'http://www.w3.org/2000/svg';

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

function add<K extends keyof HTMLElementTagNameMap>(parent: Element, tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  parent.appendChild(node);
  return node;
}

/** One card, as components/market-card.tsx draws it (an e2e test compares the two). */
function cardElement(p: Product, lang: 'en' | 'hi', buyer: GeoPoint | null, coming: boolean): HTMLElement {
  const s = KH_CARD_STRINGS[lang];
  // As shared/i18n/units.ts's rupees(): Rs. in English, ₹ in Hindi.
  const money = lang === 'hi' ? `₹${formatRupeeAmount(p.pricePaise)}` : formatRupees(p.pricePaise);
  const headingId = `product-${p.id}-title`;
  const card = document.createElement('article');
  card.className = 'kh-card';
  card.setAttribute('aria-labelledby', headingId);
  // As market-card.tsx's CardImage: the cover's thumbnail, else an old client's URL.
  const cover = cardCover(p.photos, p.imageURL);
  const image = add(card, 'div', cover ? 'kh-card-img kh-photo' : 'kh-card-img');
  if (cover) {
    const img = add(image, 'img', '');
    img.src = cover.src;
    if (cover.srcSet && cover.sizes) {
      img.srcset = cover.srcSet;
      img.sizes = cover.sizes;
    }
    img.alt = p.title;
    img.referrerPolicy = 'no-referrer';
    img.decoding = 'async';
  }
  const body = add(card, 'div', 'kh-card-body');
  const text = add(body, 'div', 'kh-card-text');
  add(text, 'h2', 'kh-card-title', p.title).id = headingId;
  add(text, 'p', 'kh-card-desc', p.description);
  const row = add(text, 'div', 'kh-card-row');
  add(row, 'p', 'kh-card-price', fill(s.perKg, { price: money }));
  add(row, 'p', '', fill(s.available, { kg: formatGrams(p.quantityG) }));
  if (p.mandi) {
    const line = mandiLineText(
      p.mandi,
      (key, params) => fill(key === 'line' ? s.mandi : s.mandiOld, params),
      Date.now(),
    );
    add(text, 'p', 'kh-card-mandi', line);
  }
  const place = add(text, 'div', 'kh-card-place');
  const icon = place.appendChild(document.createElementNS(SVG, 'svg'));
  icon.setAttribute('viewBox', '0 0 24 24');
  icon.setAttribute('aria-hidden', 'true');
  icon.appendChild(document.createElementNS(SVG, 'path')).setAttribute('d', PLACE_ICON);
  add(place, 'p', '', fill(s.location, p.farmLocation as unknown as Record<string, string | number>));
  // As the card's distance line: the distance, or on a buyer's first visit its room (market-card.tsx).
  const km = cardDistanceKm(buyer, p.geo);
  if (km !== null) add(text, 'p', 'kh-card-far', fill(s.kmAway, { km }));
  else if (coming && p.geo) add(text, 'p', 'kh-card-far', '\u00a0').setAttribute('aria-hidden', 'true');
  const buy = add(add(body, 'div', 'kh-card-actions'), 'button', 'kh-card-buy', s.requestToBuy);
  buy.type = 'button';
  buy.setAttribute('aria-describedby', headingId);
  buy.dataset.productId = p.id;
  return card;
}

/** Draws the first cards into the shell's grid, unless React has drawn the page already. */
function paintFirstCards(rows: unknown): void {
  const grid = document.querySelector('#kh-shell .kh-grid');
  if (!grid) return;
  const products = productsFromRest(rows, FIRST_CARDS);
  if (products.length === 0) return;
  const lang = language();
  // Where the buyer is, as the market's hook will start from (use-buyer-point.ts).
  const who = hintedSession();
  const uid = who?.role === 'user' ? who.uid : null;
  const buyer = keptPoint(startingPincode(uid));
  const coming = addressUnread(uid);
  grid.replaceChildren(...products.map((p) => cardElement(p, lang, buyer, coming)));
  // A tap before React runs is kept, and replayed by the market page once it has
  // mounted (market-page.tsx), with the button showing that it is waiting.
  grid.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('.kh-card-buy');
    if (!button) return;
    (window as unknown as Record<string, string>)[EARLY_TAP_KEY] = button.dataset.productId ?? '';
    button.setAttribute('aria-busy', 'true');
  });
}

/** The reader's language, as index.html's language script settled it. */
function language(): 'en' | 'hi' {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

const early = (window as { __khFirstPage?: Promise<unknown> }).__khFirstPage;
if (early) early.then(paintFirstCards, () => undefined);
