// "Nearest first" as the market runs it (web/src/features/market/api/market-near.ts):
// the shared NearPager over the shared geohash range query with the market's filters.
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { GeoPoint } from '../../functions/src/shared/geo';
import { geohashRange, nearItemOf } from '../../functions/src/shared/near-range-query';
import { NearPager, type GeoRange } from '../../functions/src/shared/near-search';

export interface NearHit {
  id: string;
  title: string;
  farmerId: string;
  km: number;
}

export function nearPager(db: Firestore, center: GeoPoint, radiusKm: number, pageSize = 24) {
  const fetchRange = async (r: GeoRange, size: number) => {
    const range = geohashRange<QueryConstraint>({ where, orderBy, documentId, startAfter, limit }, r, size);
    const snap = await getDocs(query(collection(db, 'products'), where('inStock', '==', true), ...range));
    const hit = (d: QueryDocumentSnapshot) => ({
      id: d.id,
      title: d.get('title') as string,
      farmerId: d.get('farmerId') as string,
    });
    return snap.docs.flatMap((d) => nearItemOf(d, hit(d)) ?? []);
  };
  return new NearPager(center, radiusKm, fetchRange, pageSize);
}

/** Every page, in order. */
export async function allNear(db: Firestore, center: GeoPoint, radiusKm: number, pageSize = 24): Promise<NearHit[]> {
  const pager = nearPager(db, center, radiusKm, pageSize);
  const out: NearHit[] = [];
  for (;;) {
    const page = await pager.nextPage();
    out.push(...page.items.map((x) => ({ ...x.value, km: x.km })));
    if (page.done) return out;
  }
}
