import toast from 'react-hot-toast';
import i18n, { translateMessage } from './i18n';
import { useAppStore } from './store';

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
  message?: string;
}

/** The message to show for an error: a known code's text, a function's own message, or `fallbackKey`. */
export function errorMessage(error: unknown, fallbackKey = 'errors.generic'): string {
  const e = (error ?? {}) as CodedError;
  const code = e.code ?? '';
  if (AUTH_MESSAGES[code]) return i18n.t(AUTH_MESSAGES[code]);
  // Callable functions send `functions/<code>` with the HttpsError's human message.
  if (code.startsWith('functions/') && e.message && code !== 'functions/internal') {
    // The web SDK appends the HTTP status (" [400]"); people need only the words.
    return translateMessage(e.message.replace(/ \[\d{3}\]$/, ''));
  }
  return i18n.t(fallbackKey);
}

// Whatever imports notify may toast, so the app mounts its (lazy) toaster now;
// a toast raised before it arrives waits in react-hot-toast's store.
useAppStore.getState().wantToaster();

export const notify = {
  success: (message: string) => toast.success(message, { duration: 2000 }),
  info: (message: string) => toast(message, { duration: 4000 }),
  error: (message: string) => toast.error(message, { duration: 4000 }),
  fromError: (error: unknown, fallbackKey?: string) => {
    console.error(error);
    return toast.error(errorMessage(error, fallbackKey), { duration: 4000 });
  },
};
