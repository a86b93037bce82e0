// "Nearest first" over geohash range queries, exact and paged. Firestore can
// order by one field only, so the geohash ranges that cover a circle (from
// geofire-common, as Firebase documents) come back in geohash order, not by
// distance. This pager searches them best first: it keeps the unread parts of
// the ranges in a queue keyed by the least distance any point in them can have,
// reads the nearest part (a page-sized query), splits what that query did not
// reach into geohash cells, and hands out a product only once no unread part
// can hold a nearer one. A page so reads about the documents near its products,
// however large the catalogue is. Pure: the caller supplies the query.
import { geohashQueryBounds } from 'geofire-common';
import { distanceKm, type GeoPoint } from './geo';

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
/** geofire-common's stored precision (geohashForLocation's default). */
const HASH_LENGTH = 10;
/** Queries sent together at most. */
const PARALLEL = 8;
/**
 * Documents per query. Small, because a query reads in geohash order, not by
 * distance: what it reads beyond the nearest few is often not needed yet.
 */
export const QUERY_LIMIT = 8;
/** Default ordering tolerance (see NearPager). */
export const SLACK_KM = 2;

/** One query's slice of the geohash order: start <= geohash < end, after a cursor. */
export interface GeoRange {
  start: string;
  end: string;
  after: { hash: string; id: string } | null;
}

export interface NearItem<T> {
  id: string;
  hash: string;
  point: GeoPoint;
  value: T;
}

export type FetchRange<T> = (range: GeoRange, limit: number) => Promise<Array<NearItem<T>>>;

interface Part extends GeoRange {
  minKm: number;
}

/** The bounding box of a geohash prefix. */
export function cellBox(hash: string): { latMin: number; latMax: number; lngMin: number; lngMax: number } {
  let latMin = -90;
  let latMax = 90;
  let lngMin = -180;
  let lngMax = 180;
  let even = true;
  for (const ch of hash) {
    const bits = BASE32.indexOf(ch);
    for (let b = 4; b >= 0; b--) {
      const on = ((bits >> b) & 1) === 1;
      if (even) {
        const mid = (lngMin + lngMax) / 2;
        if (on) lngMin = mid;
        else lngMax = mid;
      } else {
        const mid = (latMin + latMax) / 2;
        if (on) latMin = mid;
        else latMax = mid;
      }
      even = !even;
    }
  }
  return { latMin, latMax, lngMin, lngMax };
}

/** A lower bound of the distance from `c` to any point of the cell (2% and 0.5 km spare for the sphere). */
export function minKmToCell(c: GeoPoint, hash: string): number {
  const box = cellBox(hash);
  const nearest = {
    lat: Math.min(Math.max(c.lat, box.latMin), box.latMax),
    lng: Math.min(Math.max(c.lng, box.lngMin), box.lngMax),
  };
  return Math.max(0, distanceKm(c, nearest) * 0.98 - 0.5);
}

/** The next geohash prefix of the same length ('' when there is none). */
function nextCell(hash: string): string {
  for (let i = hash.length - 1; i >= 0; i--) {
    const k = BASE32.indexOf(hash[i]);
    if (k < BASE32.length - 1) return hash.slice(0, i) + BASE32[k + 1];
    hash = hash.slice(0, i);
  }
  return '';
}

/**
 * What a full answer did not reach, (last, end), one geohash level finer than
 * the range it came from: the rest of the finer cell `last` lies in (read on
 * from the cursor), then the finer cells after it up to `end`. A dense part is
 * so refined step by step, while an empty one answers for its whole area.
 */
function remainder(last: { hash: string; id: string }, end: string, level: number): GeoRange[] {
  const child = Math.min(level + 1, HASH_LENGTH);
  const own = last.hash.slice(0, child);
  const out: GeoRange[] = [{ start: own, end: own + '~', after: last }];
  for (let cell = nextCell(own); cell && cell < end; cell = nextCell(cell)) {
    out.push({ start: cell, end: cell + '~', after: null });
  }
  return out;
}

/** The geohash ranges covering a circle (geofire-common's documented bounds). */
export function nearRanges(center: GeoPoint, radiusKm: number): GeoRange[] {
  return geohashQueryBounds([center.lat, center.lng], radiusKm * 1000).map(([start, end]) => ({
    start,
    end,
    after: null,
  }));
}

export interface NearPage<T> {
  items: Array<{ value: T; km: number }>;
  /** True once nothing else lies within the radius. */
  done: boolean;
}

/** Pages of products within `radiusKm` of `center`, nearest first (ties by id). */
export class NearPager<T> {
  private readonly parts: Part[] = [];
  private buffer: Array<{ id: string; value: T; km: number }> = [];
  private readonly seen = new Set<string>();
  /** Documents read so far as Firestore bills them (an empty answer counts one). */
  reads = 0;
  queries = 0;

  constructor(
    private readonly center: GeoPoint,
    private readonly radiusKm: number,
    private readonly fetch: FetchRange<T>,
    private readonly pageSize: number,
    /**
     * How much nearer a product found later may be than one already listed.
     * Pincode centroids place a farm only to a few km, so ordering finer than
     * that is false precision, and it would cost a query for every tiny empty
     * cell around a farm. 0 gives the exact order.
     */
    private readonly slackKm = SLACK_KM,
  ) {
    for (const r of nearRanges(center, radiusKm)) this.push(r);
  }

  private push(r: GeoRange): void {
    // A range's least distance: that of the cell its start names, or of each cell it spans.
    const minKm = this.rangeMinKm(r);
    if (minKm <= this.radiusKm) this.parts.push({ ...r, minKm });
  }

  private rangeMinKm(r: GeoRange): number {
    if (r.end === r.start + '~') return minKmToCell(this.center, r.start);
    let best = Infinity;
    for (let cell = r.start; cell && cell < r.end; cell = nextCell(cell)) {
      best = Math.min(best, minKmToCell(this.center, cell));
    }
    return best;
  }

  async nextPage(): Promise<NearPage<T>> {
    for (;;) {
      this.parts.sort((a, b) => a.minKm - b.minKm);
      const bound = this.parts.length > 0 ? this.parts[0].minKm : Infinity;
      this.buffer.sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      let ready = 0;
      while (ready < this.buffer.length && this.buffer[ready].km <= bound + this.slackKm) ready++;
      if (ready >= this.pageSize || this.parts.length === 0) {
        const take = this.buffer.splice(0, Math.min(this.pageSize, ready));
        return {
          items: take.map(({ value, km }) => ({ value, km })),
          done: this.parts.length === 0 && this.buffer.length === 0,
        };
      }
      // Read the nearest parts, several at once when they are all nearer than
      // the page's last product so far (each is one round trip).
      const cut = this.buffer.length >= this.pageSize ? this.buffer[this.pageSize - 1].km : Infinity;
      let n = 1;
      while (n < PARALLEL && n < this.parts.length && this.parts[n].minKm + this.slackKm <= cut) n++;
      const batch = this.parts.splice(0, n);
      const results = await Promise.all(
        batch.map((part) => this.fetch({ start: part.start, end: part.end, after: part.after }, QUERY_LIMIT)),
      );
      batch.forEach((part, i) => this.take(part, results[i]));
    }
  }

  private take(part: Part, got: Array<NearItem<T>>): void {
    this.queries++;
    // Firestore bills an empty answer as one read.
    this.reads += Math.max(1, got.length);
    for (const it of got) {
      if (this.seen.has(it.id)) continue;
      this.seen.add(it.id);
      const km = distanceKm(this.center, it.point);
      if (km <= this.radiusKm) this.buffer.push({ id: it.id, value: it.value, km });
    }
    if (got.length >= QUERY_LIMIT) {
      const last = got[got.length - 1];
      for (const r of remainder({ hash: last.hash, id: last.id }, part.end, part.start.length)) this.push(r);
    }
  }
}
