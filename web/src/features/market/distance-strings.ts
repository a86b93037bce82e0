// Free of imports: the first paint's build (vite.config.ts) reads these too, before any alias exists.

/** A card's distance line, "~23 km away" (km from @shared/geo's roundedKm). */
export const kmAwayEn = '~{{km}} km away';
export const kmAwayHi = 'लगभग {{km}} किमी दूर';
