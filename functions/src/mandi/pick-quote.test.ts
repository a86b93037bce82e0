import { describe, expect, it } from 'vitest';
import type { StoredQuote } from '../shared/mandi';
import { pickQuote } from './pick-quote';

const quote = (
  state: string,
  district: string,
  lat: number | null,
  lng: number | null,
  modalPaise = 2000,
): StoredQuote => ({
  produce: 'onion',
  state,
  district,
  market: district,
  minPaise: Math.min(1800, modalPaise),
  maxPaise: Math.max(2200, modalPaise),
  modalPaise,
  arrivalDate: '2026-11-24',
  lat,
  lng,
});

const LATUR = quote('Maharashtra', 'Latur', 18.396, 76.7);
const NASHIK = quote('Maharashtra', 'Nashik', 20.177, 74.036, 1500);
const PUNE = quote('Maharashtra', 'Pune', 18.6, 73.95, 2400);
const KERALA = quote('Kerala', 'Ernakulam', 10.04, 76.368, 3000);
// Latur farm 413512 (Latur town) and a farm in Osmanabad (Dharashiv), ~60 km from Latur's centre.
const FARM_LATUR = { state: 'Maharashtra', district: 'Latur', geo: { lat: 18.4, lng: 76.57 } };
const FARM_OSMANABAD = { state: 'Maharashtra', district: 'Osmanabad', geo: { lat: 18.18, lng: 76.04 } };

describe('pickQuote', () => {
  it("gives the farm's own district's quote, with no distance", () => {
    const quotes = { 'maharashtra~latur': LATUR, 'maharashtra~nashik': NASHIK };
    expect(pickQuote(quotes, FARM_LATUR)).toEqual({
      produce: 'onion',
      state: 'Maharashtra',
      district: 'Latur',
      market: 'Latur',
      minPaise: 1800,
      maxPaise: 2200,
      modalPaise: 2000,
      arrivalDate: '2026-11-24',
      km: null,
    });
  });

  it('finds the own district even without coordinates, and spelt with other spacing', () => {
    expect(pickQuote({ 'maharashtra~latur': LATUR }, { ...FARM_LATUR, geo: null })?.km).toBeNull();
    const ahmednagar = quote('Maharashtra', 'Ahmed Nagar', 19.3, 74.6);
    const farm = { state: 'Maharashtra', district: 'Ahmednagar', geo: null };
    expect(pickQuote({ 'maharashtra~ahmed-nagar': ahmednagar }, farm)?.district).toBe('Ahmed Nagar');
  });

  it('else gives the nearest district with a quote, with its rounded distance', () => {
    const quotes = { 'maharashtra~latur': LATUR, 'maharashtra~nashik': NASHIK, 'maharashtra~pune': PUNE };
    const q = pickQuote(quotes, FARM_OSMANABAD);
    expect(q?.district).toBe('Latur');
    // 18.18N 76.04E to 18.396N 76.7E is 73.7 km.
    expect(q?.km).toBe(74);
    // Without Latur, Pune (225.4 km) is nearer than Nashik (305.9 km), rounded to 5 km past 100.
    const withoutLatur = pickQuote({ 'maharashtra~nashik': NASHIK, 'maharashtra~pune': PUNE }, FARM_OSMANABAD);
    expect([withoutLatur?.district, withoutLatur?.km]).toEqual(['Pune', 225]);
  });

  it('gives nothing farther than 500 km, nor without the farm’s place, nor from nothing', () => {
    expect(pickQuote({ 'kerala~ernakulam': KERALA }, FARM_OSMANABAD)).toBeNull();
    expect(pickQuote({ 'maharashtra~pune': PUNE }, { ...FARM_OSMANABAD, geo: null })).toBeNull();
    expect(pickQuote({}, FARM_LATUR)).toBeNull();
  });

  it('skips districts without a centre for the nearest, and never gives a quote without a positive modal price', () => {
    const quotes = {
      'maharashtra~latur': quote('Maharashtra', 'Latur', 18.396, 76.7, 0),
      'maharashtra~beed': quote('Maharashtra', 'Beed', null, null),
      'maharashtra~pune': PUNE,
    };
    const q = pickQuote(quotes, FARM_LATUR);
    expect([q?.district, q?.modalPaise]).toEqual(['Pune', 2400]);
  });
});
