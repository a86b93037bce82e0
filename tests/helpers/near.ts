// "Nearest first" as the market runs it (web/src/features/market/api/market-near.ts):
// the shared NearPager over one-shot geohash range queries with the market's filters.
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
} from 'firebase/firestore';
import type { GeoPoint } from '../../functions/src/shared/geo';
import { NearPager, type GeoRange } from '../../functions/src/shared/near-search';

export interface NearHit {
  id: string;
  title: string;
  farmerId: string;
  km: number;
}

export function nearPager(db: Firestore, center: GeoPoint, radiusKm: number, pageSize = 24) {
  const fetchRange = async (r: GeoRange, size: number) => {
    const snap = await getDocs(
      query(
        collection(db, 'products'),
        where('inStock', '==', true),
        where('geo.geohash', '>=', r.start),
        where('geo.geohash', '<', r.end),
        orderBy('geo.geohash'),
        orderBy(documentId()),
        ...(r.after ? [startAfter(r.after.hash, r.after.id)] : []),
        limit(size),
      ),
    );
    return snap.docs.map((d) => ({
      id: d.id,
      hash: d.get('geo.geohash') as string,
      point: { lat: d.get('geo.lat') as number, lng: d.get('geo.lng') as number },
      value: { id: d.id, title: d.get('title') as string, farmerId: d.get('farmerId') as string },
    }));
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
