/**
 * Cards in the market's first paint: index.html draws this many from the first
 * page's REST answer, and React's first commit renders the same number, so the
 * swap neither drops nor adds a card on screen (more than a phone shows above
 * the fold; the rest follow once React's first commit has painted). The
 * marketPage function asks the browser early for these cards' cover photos.
 */
export const FIRST_CARDS = 4;

/**
 * The names by which the marketPage function and index.html's route script
 * (web/build/route-preload.ts) find each other: the id of the JSON block that
 * carries the first page in the HTML, and the meta tag with the query it answers.
 */
export const FIRST_PAGE_ID = 'kh-first-page';
export const FIRST_PAGE_QUERY_META = 'kh-first-page-query';
