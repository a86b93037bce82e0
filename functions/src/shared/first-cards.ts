/**
 * Cards in the market's first paint: index.html draws this many from the first
 * page's REST answer, and React's first commit renders the same number, so the
 * swap neither drops nor adds a card on screen (more than a phone shows above
 * the fold; the rest follow once React's first commit has painted). The
 * marketPage function asks the browser early for these cards' cover photos.
 */
export const FIRST_CARDS = 4;
