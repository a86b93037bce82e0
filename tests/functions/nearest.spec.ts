import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../scripts/seed.mjs';
import { newClient, type Client } from '../helpers/client';
import { clearSeeded } from '../helpers/env';
import { allNear } from '../helpers/near';

// "Nearest first" on the demo farms (seeded in seven states), from a buyer in
// Bengaluru 560001 (centroid 12.976594, 77.599271). Distances to the farms'
// pincode centroids: Devanahalli 562110 36.4 km, Guntur 522001 480.0 km, Latur
// 413512 616.2 km, Nashik 422001 879.9 km, Malihabad 226301 1562.9 km, Alipur
// (Delhi) 110036 1762.5 km, Ludhiana 141001 2001.8 km.
const BENGALURU_560001 = { lat: 12.976594, lng: 77.599271 };
const FARM_ORDER = [
  'demoFarmerManjunathGowda',
  'demoFarmerVenkataRao',
  'demoFarmerRameshPatil',
  'demoFarmerSunitaJadhav',
  'demoFarmerRamSinghVerma',
  'demoFarmerRajeshYadav',
  'demoFarmerGurpreetSandhu',
];
let visitor: Client;

beforeAll(async () => {
  await seed({ clear: true });
  visitor = newClient();
});
afterAll(async () => {
  await visitor?.close();
  await clearSeeded();
});

/** The farms in the order their products first appear. */
const farmsInOrder = (hits: Array<{ farmerId: string }>) => [...new Set(hits.map((h) => h.farmerId))];

describe('nearest first (geohash ranges, NearPager)', () => {
  it('lists every in-stock product of all India farm by farm, nearest first, across pages of 5', async () => {
    const hits = await allNear(visitor.db, BENGALURU_560001, 4000, 5);
    expect(farmsInOrder(hits)).toEqual(FARM_ORDER);
    // Each farm's products together: the farm order never goes back.
    const rank = hits.map((h) => FARM_ORDER.indexOf(h.farmerId));
    expect(rank).toEqual([...rank].sort((a, b) => a - b));
    expect(hits[0].title).toMatch(/Rose Onion \(Bengaluru\)|French Beans/);
    expect(Math.round(hits[0].km)).toBe(36);
    expect(Math.round(hits[hits.length - 1].km)).toBe(2002);
    // Every seeded in-stock product, once (22 seeded, one sold out).
    expect(new Set(hits.map((h) => h.id)).size).toBe(hits.length);
    expect(hits.length).toBe(21);
  });

  it('keeps the radius edges: a farm 36.4 km away is out at 36 km and in at 37 km', async () => {
    expect(await allNear(visitor.db, BENGALURU_560001, 25)).toEqual([]);
    expect(await allNear(visitor.db, BENGALURU_560001, 36)).toEqual([]);
    const at37 = await allNear(visitor.db, BENGALURU_560001, 37);
    expect(at37.map((h) => h.title).sort()).toEqual(['French Beans', 'Rose Onion (Bengaluru)']);
    const at50 = await allNear(visitor.db, BENGALURU_560001, 50);
    expect(at50.map((h) => h.title).sort()).toEqual(['French Beans', 'Rose Onion (Bengaluru)']);
    expect(farmsInOrder(await allNear(visitor.db, BENGALURU_560001, 250))).toEqual(['demoFarmerManjunathGowda']);
    // Guntur at 480.0 km and Latur at 616.2 km.
    expect(farmsInOrder(await allNear(visitor.db, BENGALURU_560001, 616))).toEqual(FARM_ORDER.slice(0, 2));
    expect(farmsInOrder(await allNear(visitor.db, BENGALURU_560001, 617))).toEqual(FARM_ORDER.slice(0, 3));
  });

  it('orders from Delhi the other way round', async () => {
    const connaughtPlace = { lat: 28.632743, lng: 77.219597 }; // 110001
    const hits = await allNear(visitor.db, connaughtPlace, 4000);
    expect(farmsInOrder(hits)).toEqual([
      'demoFarmerRajeshYadav',
      'demoFarmerGurpreetSandhu',
      'demoFarmerRamSinghVerma',
      'demoFarmerSunitaJadhav',
      'demoFarmerRameshPatil',
      'demoFarmerVenkataRao',
      'demoFarmerManjunathGowda',
    ]);
  });
});
