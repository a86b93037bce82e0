import { CALLABLE } from '../config';
import { callable } from '../lib/callable';
import { db } from '../lib/admin';
import { parse, requireAuth } from '../lib/guard';
import { geoForPincode } from '../lib/pincode-geo';
import { callerKey, takeSlot } from '../lib/rate-limit';
import type { FarmGeo } from '../shared/geo';
import type { MandiHint } from '../shared/mandi';
import { getMandiHintSchema } from '../shared/mandi-schema';
import { pickQuote } from './pick-quote';
import { produceKeyForTitle, readQuotes } from './quotes-store';

/** Look-ups per person per minute: the form asks as the farmer types (debounced), so a few a minute is normal. */
const PER_MINUTE = 30;

/**
 * The mandi price beside the price a farmer is typing: the quote of the produce
 * the title names, for the farm's district or the nearest one with a record.
 * { quote: null } whenever there is nothing true to show (no produce in the
 * title, no farm on the profile, no record near), so the form shows nothing.
 */
export const getMandiHint = callable({ ...CALLABLE }, async (req): Promise<MandiHint> => {
  const caller = requireAuth(req);
  const { title } = parse(getMandiHintSchema, req.data);
  await takeSlot('mandi-hint', callerKey(req), PER_MINUTE, 'mandi/rate-limited');
  const produce = produceKeyForTitle(title);
  if (!produce) return { quote: null };
  // Only a farmer has a farm: a buyer's or a newcomer's hint is empty.
  const [farmer, quotes] = await Promise.all([db.collection('farmers').doc(caller.uid).get(), readQuotes(produce)]);
  const place = farmer.get('farmLocation') as { pincode?: unknown; state?: unknown; district?: unknown } | undefined;
  if (!place || typeof place.state !== 'string' || typeof place.district !== 'string') return { quote: null };
  const stored = farmer.get('geo') as FarmGeo | null | undefined;
  const geo = stored ?? (typeof place.pincode === 'number' ? geoForPincode(place.pincode) : null);
  return {
    quote: pickQuote(quotes, {
      state: place.state,
      district: place.district,
      geo: geo ? { lat: geo.lat, lng: geo.lng } : null,
    }),
  };
});
