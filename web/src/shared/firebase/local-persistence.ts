import { browserLocalPersistence, type Persistence } from 'firebase/auth';

/** What of Firebase Auth's localStorage store this module touches (Auth 1.13: not public API). */
type LocalStore = new () => { fallbackToPolling: boolean };

/**
 * Firebase Auth's localStorage store, following the `storage` event on phones as it does on
 * desktops. On a phone's user agent Auth instead reads its key every second for as long as the
 * page is open (a workaround for iOS 7, whose background tabs missed the event): 0.6-10 ms of
 * the main thread each second at full speed, up to 54 ms on the cheap phone, landing inside
 * loads and taps (docs/performance-history.md, 30 Nov, midday). Chrome on Android sends the event.
 *
 * What a hidden page might still miss (a sign-out in another tab while this one was in the
 * background), it learns when it is shown again: `recheckStorageWhenShown` replays a `storage`
 * event then, and Auth compares its key once (as for a cleared storage).
 *
 * e2e `session-tabs.spec.ts`, on a phone's user agent: a signed-in page runs no interval, a
 * sign-out in one tab signs the other out, and a page shown again notices a session that ended
 * while it was hidden.
 */
class LocalPersistenceFollowingEvents extends (browserLocalPersistence as unknown as LocalStore) {
  constructor() {
    super();
    this.fallbackToPolling = false;
  }
}

export const localPersistence = LocalPersistenceFollowingEvents as unknown as Persistence;

/**
 * A `storage` event with no key each time the page is shown again: Auth's store and the seen
 * orders (features/orders) re-read what they follow and act only on a change.
 */
export function recheckStorageWhenShown(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') window.dispatchEvent(new StorageEvent('storage'));
  });
}
