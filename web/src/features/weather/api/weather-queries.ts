// The weather page's one Firestore read, run in the data worker
// (src/data-worker.ts); the page asks through weather-api.ts.
import type { Role } from '@shared/roles';
import { doc, getDoc } from 'firebase/firestore';
import { live } from '@/shared/firebase/data-protocol';

export const weatherQueries = {
  /** The signed-in person's own pincode: a farmer's farm, a buyer's first address; null when none. */
  'weather.ownPincode': live<{ uid: string; role: Role }, string | null>((db, { uid, role }, emit, fail) => {
    getDoc(doc(db, role === 'farmer' ? 'farmers' : 'users', uid)).then((snap) => {
      if (!snap.exists()) return emit(null);
      const pincode: unknown =
        role === 'farmer'
          ? snap.get('farmLocation.pincode')
          : (snap.get('addresses') as { pincode?: unknown }[])?.[0]?.pincode;
      emit(typeof pincode === 'number' || typeof pincode === 'string' ? String(pincode) : null);
    }, fail);
    return () => undefined;
  }),
};
