// The server finds a search by one token (market-query.ts), which a name and its
// synonyms share: "Walk2 Tamatar" finds another farmer's "Tomato" too. Among the
// products found, the one whose name is what was typed comes first, then names
// that start with it, then names holding every typed word; otherwise the query's
// own order stays (a stable sort).
import type { Product } from '../../../shared/product';

const fold = (text: string) => text.toLowerCase().normalize('NFC').split(/\s+/).filter(Boolean);

function rank(title: string[], typed: string[]): number {
  const t = title.join(' ');
  const q = typed.join(' ');
  if (t === q) return 0;
  if (t.startsWith(q)) return 1;
  if (typed.every((w) => title.some((word) => word.startsWith(w)))) return 2;
  return 3;
}

/** `products` with the closest names to `search` first; the same array when nothing is typed. */
export function rankBySearch(products: Product[], search: string): Product[] {
  const typed = fold(search);
  if (typed.length === 0) return products;
  return products
    .map((p, i) => ({ p, i, r: rank(fold(p.title), typed) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.p);
}
