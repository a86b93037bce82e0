import { CALLABLE } from '../config';
import { callable } from '../lib/callable';
import { parse } from '../lib/guard';
import { geoForPincode } from '../lib/pincode-geo';
import type { LocatePincodeResult } from '../shared/geo';
import { locatePincodeSchema } from '../shared/geo-schema';

/**
 * A pincode's centroid, for the market's distances: a buyer's first address or
 * the pincode a visitor types. The ~18,900-entry table stays on the server.
 * Open to visitors; it reveals nothing about anyone.
 */
export const locatePincode = callable(CALLABLE, (req): LocatePincodeResult => {
  const { pincode } = parse(locatePincodeSchema, req.data);
  const geo = geoForPincode(pincode);
  return { point: geo ? { lat: geo.lat, lng: geo.lng } : null };
});
