import { doc, getDoc } from 'firebase/firestore';
import type { GeoPoint, LocatePincodeResult } from '@shared/geo';
import { db } from '@/shared/firebase/firestore';
import { callable } from '@/shared/firebase/functions';

const locateCall = callable<{ pincode: string }, LocatePincodeResult>('locatePincode');

/** A pincode's centroid, or null when the table does not know it (then no distance is shown). */
export async function locatePincode(pincode: string): Promise<GeoPoint | null> {
  return (await locateCall({ pincode })).point;
}

/** The pincode of a buyer's first address, or null (no address, or not a buyer). */
export async function firstAddressPincode(uid: string): Promise<string | null> {
  const snap = await getDoc(doc(db, 'users', uid));
  const addresses: unknown = snap.get('addresses');
  if (!Array.isArray(addresses) || addresses.length === 0) return null;
  const pincode = (addresses[0] as { pincode?: unknown }).pincode;
  return typeof pincode === 'number' || typeof pincode === 'string' ? String(pincode) : null;
}
