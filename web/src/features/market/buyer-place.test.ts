import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addressUnread,
  cardDistanceKm,
  keepAddressPincode,
  keepPoint,
  keptPoint,
  startingPincode,
} from './buyer-place';

/** A Map-backed localStorage for each test. */
function memoryStorage() {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
  return items;
}

describe('where the buyer is, as this phone keeps it', () => {
  let items: Map<string, string>;
  beforeEach(() => (items = memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the pincode typed on this phone, before a buyer’s address', () => {
    keepAddressPincode('buyer-1', '560001');
    expect(startingPincode('buyer-1')).toBe('560001');
    items.set('kh-market-pincode', '110001');
    expect(startingPincode('buyer-1')).toBe('110001');
  });

  it('never starts from another person’s address', () => {
    keepAddressPincode('buyer-1', '560001');
    expect(startingPincode('buyer-2')).toBe('');
    expect(startingPincode(null)).toBe('');
  });

  it('forgets an address that is gone, and knows there is none', () => {
    keepAddressPincode('buyer-1', '560001');
    keepAddressPincode('buyer-1', null);
    expect(startingPincode('buyer-1')).toBe('');
    expect(addressUnread('buyer-1')).toBe(false);
  });

  it('calls a visit first while the buyer’s address was never read here and nothing was typed', () => {
    expect(addressUnread('buyer-1')).toBe(true);
    expect(addressUnread(null)).toBe(false);
    keepAddressPincode('buyer-2', '560001');
    expect(addressUnread('buyer-1')).toBe(true);
    keepAddressPincode('buyer-1', '560001');
    expect(addressUnread('buyer-1')).toBe(false);
    items.clear();
    items.set('kh-market-pincode', '110001');
    expect(addressUnread('buyer-1')).toBe(false);
  });

  it('places only a well-formed pincode it has kept, the last eight', () => {
    keepPoint('560001', { lat: 12.97, lng: 77.59 });
    expect(keptPoint('560001')).toEqual({ lat: 12.97, lng: 77.59 });
    expect(keptPoint('56000')).toBeNull();
    for (let i = 0; i < 8; i++) keepPoint(`11000${i + 1}`, { lat: 28.6, lng: 77.2 });
    expect(keptPoint('560001')).toBeNull();
    expect(keptPoint('110008')).toEqual({ lat: 28.6, lng: 77.2 });
  });

  it('gives no distance without both places', () => {
    const bengaluru = { lat: 12.97, lng: 77.59 };
    expect(cardDistanceKm(null, bengaluru)).toBeNull();
    expect(cardDistanceKm(bengaluru, null)).toBeNull();
    expect(cardDistanceKm(bengaluru, { lat: 13.25, lng: 77.71 })).toBe(34);
  });

  it('reads storage that holds something else as nothing kept', () => {
    items.set('kh-market-address-pincode', '{not json');
    items.set('kh-market-points', '"text"');
    expect(startingPincode('buyer-1')).toBe('');
    expect(keptPoint('560001')).toBeNull();
  });
});
