import { describe, expect, it } from 'vitest';
import { distanceKm } from '../shared/geo';
import { districtCentroid } from './district-geo';

describe('districtCentroid', () => {
  it('places Latur and Nashik where they are', () => {
    const latur = districtCentroid('Maharashtra', 'Latur');
    expect(latur).not.toBeNull();
    // Latur town is at 18.40 N 76.57 E; the district's centre is within 25 km of it.
    expect(distanceKm(latur!, { lat: 18.4, lng: 76.57 })).toBeLessThan(25);
    const nashik = districtCentroid('Maharashtra', 'Nashik');
    // Nashik city is at 20.00 N 73.79 E, at the district's western side.
    expect(distanceKm(nashik!, { lat: 20.0, lng: 73.79 })).toBeLessThan(50);
    expect(nashik!.lat).toBeGreaterThan(19.5);
    expect(nashik!.lat).toBeLessThan(20.6);
  });

  it('reads state names as records write them: capitals, old names, "&"', () => {
    expect(districtCentroid('MAHARASHTRA', 'LATUR')).toEqual(districtCentroid('Maharashtra', 'Latur'));
    expect(districtCentroid('Keralam', 'Ernakulam')).toEqual(districtCentroid('Kerala', 'Ernakulam'));
    const ernakulam = districtCentroid('Kerala', 'Ernakulam')!;
    expect(distanceKm(ernakulam, { lat: 10.0, lng: 76.3 })).toBeLessThan(40);
  });

  it("finds a district by its name alone when its state's name changed since 2015", () => {
    // Hyderabad is in Telangana now; the 2015 data files it under Andhra Pradesh.
    const hyderabad = districtCentroid('Telangana', 'Hyderabad')!;
    expect(distanceKm(hyderabad, { lat: 17.39, lng: 78.49 })).toBeLessThan(20);
  });

  it('ignores spacing and hyphens in a district name', () => {
    expect(districtCentroid('Maharashtra', 'Ahmednagar')).toEqual(districtCentroid('Maharashtra', 'Ahmed Nagar'));
    expect(districtCentroid('Maharashtra', 'Ahmednagar')).not.toBeNull();
  });

  it('gives null for a place it does not know', () => {
    expect(districtCentroid('Maharashtra', 'Atlantis')).toBeNull();
    expect(districtCentroid('', '')).toBeNull();
  });
});
