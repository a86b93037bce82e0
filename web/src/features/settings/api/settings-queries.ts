// The settings' profile query, run in the data worker (src/data-worker.ts); the
// page opens it through settings-api.ts and gets a plain profile.
import type { Role } from '@shared/roles';
import { doc, onSnapshot, type DocumentData } from 'firebase/firestore';
import { live } from '@/shared/firebase/data-protocol';
import type { PlaceValue } from '@/shared/ui/place-fields';
import type { MyProfile } from './my-profile';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** A stored place as the form edits it (the pincode as typed text). */
function toPlace(v: unknown): PlaceValue {
  const p = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  const pin = p.pincode;
  return {
    pincode: typeof pin === 'number' || typeof pin === 'string' ? String(pin) : '',
    state: text(p.state),
    district: text(p.district),
  };
}

function toProfile(role: Role, d: DocumentData): MyProfile {
  const common = { firstName: text(d.firstName), lastName: text(d.lastName), profilePicture: text(d.profilePicture) };
  if (role === 'farmer') {
    const upiId = text(d.upiId);
    return { role, ...common, farmName: text(d.farmName), farmLocation: toPlace(d.farmLocation), upiId };
  }
  const addresses = Array.isArray(d.addresses) ? d.addresses.map(toPlace) : [];
  return { role, ...common, phoneNumber: text(d.phoneNumber), addresses };
}

export const settingsQueries = {
  /**
   * The signed-in person's private profile, live. It comes from the local cache
   * first, so the screen fills in offline; `null` when no profile exists.
   */
  'settings.myProfile': live<{ uid: string; role: Role }, MyProfile | null>((db, { uid, role }, emit, fail) =>
    onSnapshot(
      doc(db, role === 'farmer' ? 'farmers' : 'users', uid),
      (snap) => emit(snap.exists() ? toProfile(role, snap.data()) : null),
      fail,
    ),
  ),
};
