// The market's mandi line ("Mandi ₹20/kg · 3 days old"), English and Hindi, as
// plain data with no imports: strings.ts registers it with i18next, and
// web/vite.config.ts reads it at build time for index.html's first paint of the
// cards (first-paint/paint-first-cards.ts), so both renderers say the same.
export const mandiEn = {
  line: 'Mandi ₹{{price}}/kg',
  old: ' · {{days}} days old',
};

export const mandiHi: typeof mandiEn = {
  line: 'मंडी ₹{{price}}/किलो',
  old: ' · {{days}} दिन पुराना',
};
