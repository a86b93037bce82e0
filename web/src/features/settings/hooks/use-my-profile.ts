import type { Role } from '@shared/roles';
import { useEffect, useState } from 'react';
import { subscribeMyProfile, type MyProfile } from '../api/settings-api';

export type ProfileState =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: MyProfile | null; error: null }
  | { status: 'error'; data: null; error: Error };

const LOADING: ProfileState = { status: 'loading', data: null, error: null };

/** The signed-in person's profile, live. */
export function useMyProfile(uid: string | null, role: Role | null): ProfileState {
  const key = uid && role ? `${role}/${uid}` : '';
  const [state, setState] = useState<{ key: string; value: ProfileState }>({ key: '', value: LOADING });

  useEffect(() => {
    if (!uid || !role) return;
    const k = `${role}/${uid}`;
    return subscribeMyProfile(
      uid,
      role,
      (data) => setState({ key: k, value: { status: 'ready', data, error: null } }),
      (error) => setState({ key: k, value: { status: 'error', data: null, error } }),
    );
  }, [uid, role]);

  if (!key) return { status: 'ready', data: null, error: null };
  // A state left over from another account is never shown.
  return state.key === key ? state.value : LOADING;
}
