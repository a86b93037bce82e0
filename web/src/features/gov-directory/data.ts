// Government of India agriculture sites. Only official addresses (.gov.in, .nic.in,
// or a body's own official domain), each checked against a public source; the old
// list's private companies and retired schemes are gone (docs/spec-deviations.md).
export interface Site {
  id: string;
  name: string;
  link: string;
}
export interface Category {
  id: 'income' | 'insurance' | 'markets' | 'soil' | 'horticulture' | 'livestock' | 'fisheries' | 'research';
  sites: readonly Site[];
}

export const DIRECTORY: readonly Category[] = [
  {
    id: 'income',
    sites: [
      { id: 'pmkisan', name: 'PM-KISAN', link: 'https://pmkisan.gov.in/' },
      { id: 'dafw', name: 'Department of Agriculture & Farmers Welfare', link: 'https://agriwelfare.gov.in/' },
    ],
  },
  {
    id: 'insurance',
    sites: [{ id: 'pmfby', name: 'Pradhan Mantri Fasal Bima Yojana (PMFBY)', link: 'https://pmfby.gov.in/' }],
  },
  {
    id: 'markets',
    sites: [
      { id: 'enam', name: 'eNAM – National Agriculture Market', link: 'https://enam.gov.in/' },
      { id: 'agmarknet', name: 'Agmarknet', link: 'https://agmarknet.gov.in/' },
    ],
  },
  {
    id: 'soil',
    sites: [{ id: 'shc', name: 'Soil Health Card', link: 'https://soilhealth.dac.gov.in/' }],
  },
  {
    id: 'horticulture',
    sites: [
      { id: 'midh', name: 'Mission for Integrated Development of Horticulture (MIDH)', link: 'https://midh.gov.in/' },
    ],
  },
  {
    id: 'livestock',
    sites: [
      { id: 'nlm', name: 'National Livestock Mission', link: 'https://nlm.udyamimitra.in/' },
      { id: 'dahd', name: 'Department of Animal Husbandry & Dairying', link: 'https://dahd.gov.in/' },
    ],
  },
  {
    id: 'fisheries',
    sites: [
      { id: 'pmmsy', name: 'Pradhan Mantri Matsya Sampada Yojana (PMMSY)', link: 'https://pmmsy.dof.gov.in/' },
      { id: 'dof', name: 'Department of Fisheries', link: 'https://dof.gov.in/' },
    ],
  },
  {
    id: 'research',
    sites: [
      { id: 'icar', name: 'Indian Council of Agricultural Research (ICAR)', link: 'https://icar.org.in/' },
      { id: 'kvk', name: 'Krishi Vigyan Kendras (KVK)', link: 'https://kvk.icar.gov.in/' },
      { id: 'mkisan', name: 'mKisan – advisories by SMS', link: 'https://mkisan.gov.in/' },
    ],
  },
];

/** The Kisan Call Centre: free advice in 22 languages, 6 am to 10 pm. */
export const KISAN_CALL_CENTRE = '1800-180-1551';
