/**
 * The localStorage mark of a Firestore cache wipe still to run (data-client.ts sets
 * and reads it). Its own module so logout's storage wipe (forget-person.ts) can
 * keep it without loading Firestore.
 */
export const CACHE_WIPE_KEY = 'kh.clearFirestoreCache';
