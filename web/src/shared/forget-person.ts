import { CACHE_WIPE_KEY } from './firebase/cache-wipe-key';
import { LANGUAGE_KEY } from './i18n/language-key';

// What a logout wipes from Web Storage. Indian phones are often shared: the
// next person must not find the last one's uid, order ids or pincode there
// (kh.seenOrders.<uid> held both). Every key of this app goes, whatever feature
// wrote it, so a key added later is wiped too; only the phone's own settings
// stay: its language, and the mark of a Firestore cache wipe still to run.
const DEVICE_KEYS = new Set([LANGUAGE_KEY, CACHE_WIPE_KEY]);

/** Removes from localStorage and sessionStorage everything kept of the person `uid`. */
export function forgetPerson(uid: string | null): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i) ?? '');
    for (const key of keys) {
      if (DEVICE_KEYS.has(key)) continue;
      // Libraries' keys (Firebase's) are removed when they name the person.
      const theirs = uid !== null && (key.includes(uid) || (localStorage.getItem(key) ?? '').includes(uid));
      if (key.startsWith('kh') || theirs) localStorage.removeItem(key);
    }
  } catch {
    // Storage blocked: nothing was kept there either.
  }
  try {
    // Nothing in this tab's session storage outlives the person who used it.
    sessionStorage.clear();
  } catch {
    // As above.
  }
}
