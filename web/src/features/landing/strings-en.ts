// The landing page's English: registered with i18next by strings.ts, and read at
// build time by web/build/landing-first-paint.ts for the copy of the first screen
// that index.html paints before any JavaScript (so it imports nothing).
export const en = {
  heroTitle: 'Fresh from the farm, fair for the farmer',
  heroText:
    'Krishi Haat connects farmers and buyers directly. List your produce in Rs/kg, receive buy requests, and follow every order live.',
  getStarted: 'Get Started',
  features: {
    market: 'Marketplace: buy straight from farms across India',
    assistant: 'Farming assistant: ask any farming question, in your language',
    blogs: 'Blogs with reactions: learn from other farmers and like what helps',
    dashboards: 'Dashboards for farmers and buyers',
    orders: 'Order management: accept, dispatch and deliver, watched live',
  },
  schemesTitle: 'Government schemes for you',
  previous: 'Previous scheme',
  next: 'Next scheme',
  goTo: 'Show scheme {{n}}',
  visit: 'Visit the official site',
  schemes: {
    pmfby: {
      agency: 'Ministry of Agriculture & Farmers Welfare',
      name: 'Pradhan Mantri Fasal Bima Yojana (crop insurance)',
      description: 'Low-premium insurance for your crops against drought, flood, pests and other natural risks.',
    },
    midh: {
      agency: 'Ministry of Agriculture & Farmers Welfare',
      name: 'Mission for Integrated Development of Horticulture',
      description:
        'Support for fruits, vegetables, flowers, spices and plantation crops, from nurseries to cold storage.',
    },
    nlm: {
      agency: 'Department of Animal Husbandry & Dairying',
      name: 'National Livestock Mission',
      description: 'Subsidies for poultry, sheep, goat, piggery and fodder enterprises, and livestock insurance.',
    },
    pmmsy: {
      agency: 'Department of Fisheries',
      name: 'Pradhan Mantri Matsya Sampada Yojana',
      description: 'Help for fish farmers and fishers: ponds, hatcheries, boats, cold chains and insurance.',
    },
  },
  typesTitle: 'Ways to farm',
  types: {
    organic: {
      title: 'Organic farming',
      description: 'Grow without chemical inputs and get certified under PGS-India.',
    },
    fish: { title: 'Fish farming', description: 'Raise fish in ponds and tanks for a steady second income.' },
    dairy: { title: 'Dairy farming', description: 'Milk from healthy cattle and buffalo, sold through cooperatives.' },
    poultry: { title: 'Poultry farming', description: 'Eggs and birds from backyard or commercial poultry units.' },
  },
  learnMore: 'Learn more',
  soilTitle: 'Test your soil',
  soilText: 'Find a soil-testing laboratory near you on the Soil Health Card portal.',
  soilLink: 'Find a soil testing lab',
  newTab: '(opens in a new tab)',
};

// Its shape, which the Hindi must match (strings-hi.ts), kept here so that
// the Hindi does not import strings.ts, which loads it.
export type LandingStrings = typeof en;
