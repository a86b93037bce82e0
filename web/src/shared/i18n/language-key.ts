/** Where the reader's language choice is kept (localStorage); the market's inline first paint reads it too. */
export const LANGUAGE_KEY = 'kh.lang';
