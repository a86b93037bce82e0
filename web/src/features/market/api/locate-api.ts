import type { GeoPoint, LocatePincodeResult } from '@shared/geo';
import { queriesOf } from '@/shared/firebase/data-client';
import { callable } from '@/shared/firebase/functions';
import type { marketQueries } from './market-queries';

const locateCall = callable<{ pincode: string }, LocatePincodeResult>('locatePincode');

/** A pincode's centroid, or null when the table does not know it (then no distance is shown). */
export async function locatePincode(pincode: string): Promise<GeoPoint | null> {
  return (await locateCall({ pincode })).point;
}

/** The pincode of a buyer's first address, or null (no address, or not a buyer); read in the data worker. */
export function firstAddressPincode(uid: string): Promise<string | null> {
  return queriesOf<typeof marketQueries>().once('market.firstAddressPincode', { uid });
}
