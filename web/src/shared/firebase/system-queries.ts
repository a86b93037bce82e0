// The data worker's own queries, for the session (shared/session.ts's logout).
import { waitForPendingWrites } from 'firebase/firestore';
import { live } from './data-protocol';
import { wipe } from './worker-db';

export const systemQueries = {
  /** True once every change made on this phone has reached the server; false after `ms`. */
  'system.allSent': live<{ ms: number }, boolean>((db, { ms }, emit) => {
    const timer = setTimeout(() => emit(false), ms);
    waitForPendingWrites(db).then(
      () => {
        clearTimeout(timer);
        emit(true);
      },
      () => undefined,
    );
    return () => clearTimeout(timer);
  }),
  /**
   * Stops Firestore here and deletes its cache (false: another tab's worker owns
   * it); the page loads afresh afterwards.
   */
  'system.wipe': live<null, boolean>((db, _params, emit, fail) => {
    wipe(db).then(emit, fail);
    return () => undefined;
  }),
};
