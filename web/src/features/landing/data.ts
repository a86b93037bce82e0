// Official addresses, each checked against a public source (see docs/spec-deviations.md).
export interface Scheme {
  id: 'pmfby' | 'midh' | 'nlm' | 'pmmsy';
  link: string;
}

export const SCHEMES: readonly Scheme[] = [
  { id: 'pmfby', link: 'https://pmfby.gov.in/' },
  { id: 'midh', link: 'https://midh.gov.in/' },
  { id: 'nlm', link: 'https://nlm.udyamimitra.in/' },
  { id: 'pmmsy', link: 'https://pmmsy.dof.gov.in/' },
];

export interface FarmingType {
  id: 'organic' | 'fish' | 'dairy' | 'poultry';
  image: string;
  link: string;
}

export const FARMING_TYPES: readonly FarmingType[] = [
  { id: 'organic', image: '/images/landing/organic.svg', link: 'https://pgsindia-ncof.gov.in/' },
  { id: 'fish', image: '/images/landing/fish.svg', link: 'https://dof.gov.in/' },
  { id: 'dairy', image: '/images/landing/dairy.svg', link: 'https://www.nddb.coop/' },
  { id: 'poultry', image: '/images/landing/poultry.svg', link: 'https://dahd.gov.in/' },
];

export const SOIL_LAB_LOCATOR = 'https://soilhealth.dac.gov.in/';

/** Carousel timing from the spec (section 9). */
export const CAROUSEL = { advanceMs: 2500, transitionMs: 500 } as const;

/** Next slide index, wrapping both ways. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}
