import type { Role } from '@shared/roles';
import type { SettingsInput, UpdateProfileResult } from '@shared/profile-update';
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { doc, onSnapshot, type DocumentData } from 'firebase/firestore';
import { auth } from '@/shared/firebase/app';
import { db } from '@/shared/firebase/firestore';
import { callable } from '@/shared/firebase/functions';
import { useAppStore } from '@/shared/store';
import type { PlaceValue } from '@/shared/ui/place-fields';

interface Common {
  firstName: string;
  lastName: string;
  profilePicture: string;
}
export interface FarmerProfile extends Common {
  role: 'farmer';
  farmName: string;
  farmLocation: PlaceValue;
}
export interface BuyerProfile extends Common {
  role: 'user';
  phoneNumber: string;
  addresses: PlaceValue[];
}
export type MyProfile = FarmerProfile | BuyerProfile;

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
    return { role, ...common, farmName: text(d.farmName), farmLocation: toPlace(d.farmLocation) };
  }
  const addresses = Array.isArray(d.addresses) ? d.addresses.map(toPlace) : [];
  return { role, ...common, phoneNumber: text(d.phoneNumber), addresses };
}

/**
 * The signed-in person's private profile, live. It comes from the local cache
 * first, so the screen fills in offline; `null` when no profile exists.
 */
export function subscribeMyProfile(
  uid: string,
  role: Role,
  onData: (profile: MyProfile | null) => void,
  onError: (error: Error) => void,
): () => void {
  const ref = doc(db, role === 'farmer' ? 'farmers' : 'users', uid);
  return onSnapshot(ref, (snap) => onData(snap.exists() ? toProfile(role, snap.data()) : null), onError);
}

const updateProfile = callable<SettingsInput, UpdateProfileResult>('updateProfile');

/**
 * Saves the profile through the server (which validates it and keeps the
 * public profile, products and blogs in step), then refreshes the ID token so
 * the header's account panel shows the new name at once.
 */
export async function saveProfile(input: SettingsInput): Promise<UpdateProfileResult> {
  const result = await updateProfile(input);
  const user = auth.currentUser;
  if (user) {
    await user.reload();
    await user.getIdToken(true);
    useAppStore.setState({ displayName: result.displayName });
  }
  return result;
}

/** Proves the current password (Firebase asks for a recent sign-in), then sets the new one. */
export async function changePassword(current: string, next: string): Promise<void> {
  const user = auth.currentUser;
  if (!user?.email) throw Object.assign(new Error('Please log in first'), { code: 'auth/user-not-found' });
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
  await updatePassword(user, next);
}
