import type { Role } from '@shared/roles';
import { useCallback } from 'react';
import { useLive, type LoadState } from '@/shared/hooks/use-live';
import { subscribeMyProfile, type MyProfile } from '../api/settings-api';

export type ProfileState = LoadState<MyProfile | null>;

const SIGNED_OUT: ProfileState = { status: 'ready', data: null, error: null };

/** The signed-in person's profile, live; a profile of another account (or role) is never shown. */
export function useMyProfile(uid: string | null, role: Role | null): ProfileState {
  const subscribe = useCallback(
    (_key: string, onData: (p: MyProfile | null) => void, onError: (e: unknown) => void) =>
      uid && role ? subscribeMyProfile(uid, role, onData, onError) : () => undefined,
    [uid, role],
  );
  const live = useLive(subscribe, uid && role ? `${role}/${uid}` : null);
  return uid && role ? live : SIGNED_OUT;
}
