import { describe, expect, it } from 'vitest';
import { INDIA, STATES, districtsOf, filterPlaces } from './india';
import { PLACE_NAMES_HI } from './india-data-hi';

const DEVANAGARI_ONLY = /^[\u0900-\u097F\s\d().,-]+$/;

describe('Hindi place names', () => {
  it('has a Hindi name, in Devanagari only, for every state and district', () => {
    for (const { state, districts } of INDIA) {
      for (const name of [state, ...districts]) {
        expect(PLACE_NAMES_HI[name], name).toMatch(DEVANAGARI_ONLY);
      }
    }
  });

  it('names the states and districts as Hindi readers know them', () => {
    expect(PLACE_NAMES_HI['Maharashtra']).toBe('महाराष्ट्र');
    expect(PLACE_NAMES_HI['Latur']).toBe('लातूर');
    expect(PLACE_NAMES_HI['Delhi']).toBe('दिल्ली');
    expect(PLACE_NAMES_HI['Uttar Pradesh']).toBe('उत्तर प्रदेश');
  });

  it('finds a place by either script', () => {
    const districts = districtsOf('Maharashtra');
    expect(filterPlaces(districts, 'latur', PLACE_NAMES_HI)).toEqual(['Latur']);
    expect(filterPlaces(districts, 'लातूर', PLACE_NAMES_HI)).toEqual(['Latur']);
    expect(filterPlaces(districts, 'लात', PLACE_NAMES_HI)).toEqual(['Latur']);
    expect(filterPlaces(STATES, 'महाराष्ट्र', PLACE_NAMES_HI)).toEqual(['Maharashtra']);
    expect(filterPlaces(STATES, 'प्रदेश', PLACE_NAMES_HI)).toEqual([
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Himachal Pradesh',
      'Madhya Pradesh',
      'Uttar Pradesh',
    ]);
  });

  it('without Hindi names, Devanagari finds nothing and English still works', () => {
    expect(filterPlaces(STATES, 'महाराष्ट्र')).toEqual([]);
    expect(filterPlaces(STATES, 'MAHA')).toEqual(['Maharashtra']);
  });
});
