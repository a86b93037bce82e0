// How many cards the first paint draws: one number, shared with the marketPage function.
export { FIRST_CARDS } from '@shared/first-cards';

/** Where index.html's first paint leaves a tap on 'Request to Buy' made before React ran. */
export const EARLY_TAP_KEY = '__khBuyTap';

/**
 * MUI's PlaceOutlined icon (its path), drawn as a plain <svg> by both card
 * renderers: a styled MUI icon per card cost each of 24 cards CSS-in-JS work.
 */
export const PLACE_ICON =
  'M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2';
