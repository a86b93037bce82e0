import type { toast as Toast } from './ui/toaster';
import { detailsText } from './error-text';
import { noAnswer } from './no-answer';
import i18n from './i18n';
import { loadOnce } from './load-once';
import { useAppStore } from './store';
import { plainToast, type PlainToastKind } from './ui/plain-toast';

// The one place that turns errors (Firebase Auth, callable functions, Firestore)
// into toasts with a human message.

const AUTH_MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'errors.emailRegistered',
  'auth/invalid-credential': 'errors.wrongCredentials',
  'auth/wrong-password': 'errors.wrongCredentials',
  'auth/user-not-found': 'errors.wrongCredentials',
  'auth/invalid-email': 'errors.invalidEmail',
  'auth/weak-password': 'errors.passwordLength',
  'auth/too-many-requests': 'errors.tooManyRequests',
  'auth/network-request-failed': 'errors.network',
  'permission-denied': 'errors.permissionDenied',
  unavailable: 'errors.network',
};

interface CodedError {
  code?: string;
  details?: unknown;
}

/** The message to show for an error: a known code's text, a function's refusal by its stable code, or `fallbackKey`. */
export function errorMessage(error: unknown, fallbackKey = 'errors.generic'): string {
  const e = (error ?? {}) as CodedError;
  const code = e.code ?? '';
  // Offline, what could not be queued was simply not sent; say so rather than 'Something went wrong'.
  if (typeof navigator !== 'undefined' && navigator.onLine === false && noAnswer(error)) {
    return i18n.t('offline.notSent');
  }
  if (AUTH_MESSAGES[code]) return i18n.t(AUTH_MESSAGES[code]);
  // A function's refusal carries its stable code in `details` (never matched by its English text).
  const details = e.details as { code?: unknown } | undefined;
  if (code.startsWith('functions/') && details?.code !== undefined) return detailsText(details);
  return i18n.t(fallbackKey);
}

// Error toasts still on screen; a success clears them, so an earlier attempt's
// error never sits over the page after the action has worked.
const errorToasts = new Set<string>();

// The toaster (shared/ui/toaster.tsx, with react-hot-toast) is fetched and evaluated with the
// first toast, not with each screen that may show one: its evaluation writes its keyframes into
// the page, a style update of the whole document, which on a signed-in screen's start was a long
// task (60-280 ms at the calibrated slowdown). The app mounts it once it has loaded (the store's
// count of toasts); toasts keep their order, as each waits on the same load.
const loadToast = loadOnce(() => import('./ui/toaster').then((m) => m.toast));

/**
 * Raises a toast once the toaster is here. If its download fails (offline before the service
 * worker holds the app) the words still show, drawn plainly; the next toast tries the download again.
 */
function raise(message: string, kind: PlainToastKind, ms: number, show: (toast: typeof Toast) => void): void {
  loadToast().then(
    (toast) => {
      useAppStore.getState().countToast();
      show(toast);
    },
    () => plainToast(message, kind, ms),
  );
}

function showError(message: string): void {
  raise(message, 'error', 4000, (toast) => {
    const id = toast.error(message, { duration: 4000 });
    errorToasts.add(id);
    setTimeout(() => errorToasts.delete(id), 5000);
  });
}

export const notify = {
  success: (message: string) =>
    raise(message, 'success', 2000, (toast) => {
      for (const id of errorToasts) toast.dismiss(id);
      errorToasts.clear();
      toast.success(message, { duration: 2000 });
    }),
  info: (message: string) => raise(message, 'info', 4000, (toast) => toast(message, { duration: 4000 })),
  error: (message: string) => showError(message),
  fromError: (error: unknown, fallbackKey?: string) => {
    console.error(error);
    showError(errorMessage(error, fallbackKey));
  },
};
