/**
 * Cards in the market's first paint: index.html draws this many from the first
 * page's REST answer, and React's first commit renders the same number, so the
 * swap neither drops nor adds a card on screen (more than a phone shows above
 * the fold; the rest follow once React's first commit has painted).
 */
export const FIRST_CARDS = 4;

/** Where index.html's first paint leaves a tap on 'Request to Buy' made before React ran. */
export const EARLY_TAP_KEY = '__khBuyTap';
