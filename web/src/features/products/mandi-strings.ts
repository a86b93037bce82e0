// The price hint's words ("Latur mandi, 24/11: ₹18–₹22/kg, most ₹20"), English
// and Hindi, as plain data: strings.ts registers them with i18next, and the unit
// test of mandi-hint-text.ts fills them without it. Market names stay as
// Agmarknet spells them (in Latin letters) in both languages.
export const hintEn = {
  place: '{{market}} mandi',
  placeFar: '{{market}} mandi ({{km}} km away)',
  prices: '{{place}}, {{date}}: ₹{{min}}–₹{{max}}/kg, most ₹{{modal}}',
  old: ', {{days}} days old',
};

export const hintHi: typeof hintEn = {
  place: '{{market}} मंडी',
  placeFar: '{{market}} मंडी ({{km}} किमी दूर)',
  prices: '{{place}}, {{date}}: ₹{{min}}–₹{{max}}/किलो, ज़्यादातर ₹{{modal}}',
  old: ', {{days}} दिन पुराना',
};
