import { describe, expect, it } from 'vitest';
import { geohashRange, nearItemOf, type QueryFns } from './near-range-query';

// Records the query as text, so the test reads what a Firestore SDK would be asked.
const fns: QueryFns<string> = {
  where: (field, op, value) => `where ${field} ${op} ${value}`,
  orderBy: (field) => `orderBy ${String(field)}`,
  documentId: () => '__name__',
  startAfter: (...values) => `startAfter ${values.join(',')}`,
  limit: (n) => `limit ${n}`,
};

describe('geohashRange', () => {
  it('reads start <= geo.geohash < end in geohash then id order, size at most', () => {
    expect(geohashRange(fns, { start: 'tdr1', end: 'tdr2', after: null }, 8)).toEqual([
      'where geo.geohash >= tdr1',
      'where geo.geohash < tdr2',
      'orderBy geo.geohash',
      'orderBy __name__',
      'limit 8',
    ]);
  });

  it('goes on after the cursor of the range', () => {
    const r = { start: 'tdr1', end: 'tdr2', after: { hash: 'tdr1abc', id: 'p7' } };
    expect(geohashRange(fns, r, 8)).toContain('startAfter tdr1abc,p7');
  });
});

describe('nearItemOf', () => {
  const doc = (data: Record<string, unknown>) => ({ id: 'p1', get: (field: string) => data[field] });

  it('takes the hash and point the functions wrote', () => {
    const d = doc({ 'geo.geohash': 'tdr1abc', 'geo.lat': 12.97, 'geo.lng': 77.59 });
    expect(nearItemOf(d, 'x')).toEqual({ id: 'p1', hash: 'tdr1abc', point: { lat: 12.97, lng: 77.59 }, value: 'x' });
  });

  it('leaves out a product without a usable place', () => {
    expect(nearItemOf(doc({ 'geo.geohash': 'tdr1abc' }), 'x')).toBeNull();
    expect(nearItemOf(doc({ 'geo.lat': 1, 'geo.lng': 2 }), 'x')).toBeNull();
  });
});
