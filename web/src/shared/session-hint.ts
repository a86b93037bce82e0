// Read without importing Firebase Auth (session.ts writes it).
import { isRole, type Role } from '@shared/roles';

export const HINT_KEY = 'kh.session';
/** Whose session it was (uid, role, email, name), so a returning person's screen need not wait for Auth. */
export const WHO_KEY = 'kh.who';

export function hadSession(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return true;
  }
}

/**
 * A first-time visitor on the landing page or the market: no session hint, so
 * no Firebase Auth until their first tap (app.tsx). The store starts them
 * signed out, so the first render is already the visitor's screen: setting it
 * after that render re-rendered the header and the page in one blocking task.
 */
export function visitorWithoutAuth(path: string): boolean {
  return (path === '/' || path === '/marketplace') && !hadSession();
}

export interface HintedSession {
  status: 'signedIn';
  uid: string;
  role: Role;
  email: string | null;
  displayName: string | null;
}

const textOrNull = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * The person this phone was last signed in as, with a role (signup finished).
 * On start, Firebase Auth first reloads its user from the network (over a second
 * on a weak signal); meanwhile the store assumes this person, so their screen and
 * its data from the phone's cache show at once. Auth still decides: if it finds no
 * session, the store signs out and the guards send the person to login. Nothing
 * here is new on the phone: Auth keeps the same fields in its own storage, and a
 * logout removes both.
 */
export function hintedSession(): HintedSession | null {
  try {
    const who = JSON.parse(localStorage.getItem(WHO_KEY) ?? 'null') as Record<string, unknown> | null;
    return who && typeof who.uid === 'string' && who.uid !== '' && isRole(who.role)
      ? {
          status: 'signedIn',
          uid: who.uid,
          role: who.role,
          email: textOrNull(who.email),
          displayName: textOrNull(who.displayName),
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether Auth must look in IndexedDB for a session, where it kept one before it kept it in
 * localStorage (shared/firebase/app.ts): a session hint without Auth's own localStorage entry
 * `userKey`. Then Auth moves that user to localStorage once. Storage that cannot be read says
 * yes: IndexedDB may be what this phone can keep a session in.
 */
export function sessionInIndexedDb(userKey: string): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1' && localStorage.getItem(userKey) === null;
  } catch {
    return true;
  }
}
