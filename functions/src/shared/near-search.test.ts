import { geohashForLocation } from 'geofire-common';
import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';
import { NearPager, cellBox, type FetchRange, type NearItem } from './near-search';

interface Doc {
  id: string;
  hash: string;
  lat: number;
  lng: number;
}

/** A deterministic scatter of products over India (several per farm, like real farms). */
function catalogue(n: number, farms: number, nearBengaluru = 0): Doc[] {
  let seed = 7;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const spots = [
    ...Array.from({ length: nearBengaluru }, () => ({ lat: 12.97 + (rnd() - 0.5) * 2, lng: 77.6 + (rnd() - 0.5) * 2 })),
    ...Array.from({ length: farms - nearBengaluru }, () => ({ lat: 8 + rnd() * 24, lng: 70 + rnd() * 18 })),
  ];
  return Array.from({ length: n }, (_, i) => {
    const s = spots[i % farms];
    const id = `p${String(i).padStart(6, '0')}`;
    return { id, hash: geohashForLocation([s.lat, s.lng]), lat: s.lat, lng: s.lng };
  }).sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : a.id < b.id ? -1 : 1));
}

/** What the geohash range query returns: start <= hash < end, ordered by hash then id, after the cursor. */
function fetcher(docs: Doc[]): FetchRange<Doc> {
  return (r, limit) => {
    const out: Array<NearItem<Doc>> = [];
    for (const d of docs) {
      if (d.hash < r.start || d.hash >= r.end) continue;
      if (r.after && (d.hash < r.after.hash || (d.hash === r.after.hash && d.id <= r.after.id))) continue;
      out.push({ id: d.id, hash: d.hash, point: { lat: d.lat, lng: d.lng }, value: d });
      if (out.length === limit) break;
    }
    return Promise.resolve(out);
  };
}

const BENGALURU = { lat: 12.976594, lng: 77.599271 };

async function allPages(docs: Doc[], radiusKm: number, pageSize: number, slackKm = 0) {
  const pager = new NearPager(BENGALURU, radiusKm, fetcher(docs), pageSize, slackKm);
  const seen: Array<{ id: string; km: number }> = [];
  for (let i = 0; i < 1000; i++) {
    const page = await pager.nextPage();
    seen.push(...page.items.map((x) => ({ id: x.value.id, km: x.km })));
    if (page.done) break;
  }
  return { seen, pager };
}

describe('NearPager', () => {
  it('decodes a geohash cell around its point', () => {
    const box = cellBox(geohashForLocation([BENGALURU.lat, BENGALURU.lng]).slice(0, 5));
    expect(box.latMin).toBeLessThanOrEqual(BENGALURU.lat);
    expect(box.latMax).toBeGreaterThanOrEqual(BENGALURU.lat);
    expect(box.lngMin).toBeLessThanOrEqual(BENGALURU.lng);
    expect(box.lngMax).toBeGreaterThanOrEqual(BENGALURU.lng);
  });

  it('lists exactly the products within the radius, nearest first, across pages', async () => {
    const docs = catalogue(1500, 300);
    for (const radius of [100, 250, 1000]) {
      const { seen } = await allPages(docs, radius, 24);
      const expected = docs
        .map((d) => ({ id: d.id, km: distanceKm(BENGALURU, d) }))
        .filter((d) => d.km <= radius)
        .sort((a, b) => a.km - b.km || (a.id < b.id ? -1 : 1));
      expect(seen.map((s) => s.id)).toEqual(expected.map((e) => e.id));
      // With the default 2 km tolerance: the same products, none listed after one more than 2 km farther.
      const loose = (await allPages(docs, radius, 24, 2)).seen;
      expect(loose.map((s) => s.id).sort()).toEqual(expected.map((e) => e.id).sort());
      loose.forEach((s, i) => {
        if (i > 0) expect(s.km).toBeGreaterThan(Math.max(...loose.slice(0, i).map((x) => x.km)) - 2);
      });
    }
  });

  it('reads about the same per first page for 100 and 10,000 products on the same farms', async () => {
    const reads = [];
    for (const n of [100, 10_000]) {
      const pager = new NearPager(BENGALURU, 250, fetcher(catalogue(n, 10, 4)), 24);
      const page = await pager.nextPage();
      expect(page.items.length).toBe(24);
      reads.push(pager.reads);
    }
    expect(reads[1] / reads[0]).toBeLessThanOrEqual(1.5);
  });
});
