import type { Role } from '@shared/roles';
import { create } from 'zustand';
import { hintedSession, visitorWithoutAuth } from '@/shared/session-hint';

// Client state only (session and UI). Live Firestore data stays in hooks.

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface SessionSlice {
  status: SessionStatus;
  uid: string | null;
  email: string | null;
  displayName: string | null;
  /** From the ID token's `role` claim; null for an account whose signup is unfinished. */
  role: Role | null;
  setSession: (s: { uid: string; email: string | null; displayName: string | null; role: Role | null }) => void;
  clearSession: () => void;
}

export interface UiSlice {
  accountPanelOpen: boolean;
  navMenuOpen: boolean;
  online: boolean;
  /**
   * How many toasts the toaster has shown (shared/notify.ts): the app mounts it with the first
   * (not on a bare first visit), once its chunk has loaded.
   */
  toastsRaised: number;
  setAccountPanel: (open: boolean) => void;
  setNavMenu: (open: boolean) => void;
  setOnline: (online: boolean) => void;
  countToast: () => void;
}

export type AppState = SessionSlice & UiSlice;

export const useAppStore = create<AppState>()((set) => ({
  status: typeof location !== 'undefined' && visitorWithoutAuth(location.pathname) ? 'signedOut' : 'loading',
  uid: null,
  email: null,
  displayName: null,
  role: null,
  // A returning person is assumed until Auth answers (session-hint.ts: their screen need not wait).
  ...hintedSession(),
  setSession: (s) => set({ status: 'signedIn', ...s }),
  clearSession: () =>
    set({ status: 'signedOut', uid: null, email: null, displayName: null, role: null, accountPanelOpen: false }),

  accountPanelOpen: false,
  navMenuOpen: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  setAccountPanel: (accountPanelOpen) => set({ accountPanelOpen }),
  setNavMenu: (navMenuOpen) => set({ navMenuOpen }),
  setOnline: (online) => set({ online }),
  toastsRaised: 0,
  countToast: () => set((s) => ({ toastsRaised: s.toastsRaised + 1 })),
}));
