// How many cards the first paint draws: one number, shared with the marketPage function.
export { FIRST_CARDS } from '@shared/first-cards';

/** Where index.html's first paint leaves a tap on 'Request to Buy' made before React ran. */
export const EARLY_TAP_KEY = '__khBuyTap';
