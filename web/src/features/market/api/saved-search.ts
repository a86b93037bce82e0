// Offline, a search or a filter that Firestore's cache on the phone cannot answer
// (a tab without the cache, or a query never run here) finds nothing. The page saved
// on this phone (last-page-store.ts) is searched here instead, with the query's own filters and order, so the list
// under the offline banner shows what the phone has rather than going empty.
import { searchTokensWith } from '@shared/search-fold';
import type { Product } from '../../../shared/product';
import type { OrderSpec, ProductField, WhereSpec } from './market-spec';

type Value = string | number | boolean | string[] | null;

function valueOf(p: Product, field: ProductField): Value {
  switch (field) {
    case 'inStock':
      return p.inStock;
    case 'category':
      return p.category;
    case 'farmLocation.state':
      return p.farmLocation.state;
    case 'farmLocation.district':
      return p.farmLocation.district;
    case 'pricePaise':
      return p.pricePaise;
    case 'createdAt':
      return p.createdAtMs;
    // Devanagari titles need the romaniser the server used; the saved English ones match.
    case 'searchTokens':
      return searchTokensWith(p.title, null);
    case 'geo.geohash':
      return null;
  }
}

function holds(p: Product, w: WhereSpec): boolean {
  const v = valueOf(p, w.field);
  if (w.op === 'array-contains') return Array.isArray(v) && v.includes(String(w.value));
  if (w.op === '==') return v === w.value;
  if (typeof v !== 'number' || typeof w.value !== 'number') return false;
  return w.op === '>=' ? v >= w.value : v <= w.value;
}

function compare(a: Product, b: Product, order: OrderSpec[]): number {
  for (const o of order) {
    const x = valueOf(a, o.field);
    const y = valueOf(b, o.field);
    if (typeof x !== 'number' || typeof y !== 'number' || x === y) continue;
    return o.direction === 'asc' ? x - y : y - x;
  }
  return 0;
}

/** The saved products that the query would list, in its order. */
export function searchSaved(products: Product[], spec: { where: WhereSpec[]; orderBy: OrderSpec[] }): Product[] {
  return products.filter((p) => spec.where.every((w) => holds(p, w))).sort((a, b) => compare(a, b, spec.orderBy));
}
