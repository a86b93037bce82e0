import type { Role } from '@shared/roles';
import type { SettingsInput, UpdateProfileResult } from '@shared/profile-update';
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { auth } from '@/shared/firebase/app';
import { queriesOf } from '@/shared/firebase/data-client';
import { callable } from '@/shared/firebase/functions';
import { useAppStore } from '@/shared/store';
import type { MyProfile } from './my-profile';
import type { settingsQueries } from './settings-queries';

export type { BuyerProfile, FarmerProfile, MyProfile } from './my-profile';

// The profile query runs in the data worker (settings-queries.ts).
const q = queriesOf<typeof settingsQueries>();

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
  // The data client hands every failure on as an Error (with the worker's `code`).
  return q.subscribe('settings.myProfile', { uid, role }, onData, (error) => onError(error as Error));
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
