// Order commands, run in the data worker (data-worker.ts): order actions and
// payment steps that survive a lost signal, written as orderCommands/{id} documents, which the
// worker's Firestore keeps on the phone (its persistent cache) and sends when
// the network returns. The onOrderCommand trigger runs the callables' own
// logic and records the outcome on the command. order-commands.ts is the page's side.
import { collection, doc, onSnapshot, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import type { CommandOutcome } from '@shared/order-schemas';
import { live } from './data-protocol';
import type { WaitingCommand } from './order-command-types';

export const orderCommandQueries = {
  /**
   * Writes the command `id` and emits its outcome once the server has handled it.
   * Offline, the write waits on the phone; the query stays open until then.
   */
  'commands.send': live<{ id: string; body: Record<string, unknown> }, CommandOutcome>((db, { id, body }, emit) => {
    const ref = doc(db, 'orderCommands', id);
    let done = false;
    const stop = onSnapshot(
      ref,
      (snap) => {
        const outcome = snap.get('outcome') as CommandOutcome | null | undefined;
        if (!outcome || done) return;
        done = true;
        emit(outcome);
      },
      // A listener error (e.g. signed out meanwhile) ends the watch; the order screens still show the result.
      () => undefined,
    );
    // madeAt: the phone's clock orders waiting rows (a pending server time reads as 'now' after a reload).
    setDoc(ref, { ...body, madeAt: Date.now(), createdAt: serverTimestamp(), outcome: null }).catch(
      (error: unknown) => {
        if (done) return;
        done = true;
        emit({ ok: false, code: String((error as { code?: string }).code ?? 'unknown'), message: '' });
      },
    );
    return stop;
  }),
  /**
   * The person's commands without an outcome, newest first, live, from the phone's
   * cache too, so a reload offline still shows what waits to be sent. A withdrawn
   * buy is left out. Two equality filters: no composite index needed.
   */
  'commands.waiting': live<{ uid: string }, WaitingCommand[]>((db, { uid }, emit, fail) =>
    onSnapshot(
      query(collection(db, 'orderCommands'), where('by', '==', uid), where('outcome', '==', null)),
      { includeMetadataChanges: true },
      (snap) => {
        const waiting: WaitingCommand[] = [];
        for (const d of snap.docs) {
          const c = d.data();
          const onPhone = d.metadata.hasPendingWrites;
          const at = typeof c.madeAt === 'number' ? c.madeAt : 0;
          if (c.kind === 'buy' && c.cancelled !== true) {
            const title = typeof c.title === 'string' ? c.title : '';
            const { requestId, quantityG } = c as { requestId: unknown; quantityG: unknown };
            waiting.push({
              id: d.id,
              kind: 'buy',
              onPhone,
              at,
              title,
              quantityG: Number(quantityG),
              requestId: String(requestId),
            });
          } else if (c.kind === 'step') {
            const action = c.action as Extract<WaitingCommand, { kind: 'step' }>['action'];
            waiting.push({ id: d.id, kind: 'step', onPhone, at, orderId: String(c.orderId), action });
          } else if (c.kind === 'pay') {
            const action = c.action as Extract<WaitingCommand, { kind: 'pay' }>['action'];
            waiting.push({ id: d.id, kind: 'pay', onPhone, at, orderId: String(c.orderId), action });
          }
        }
        emit(waiting.sort((a, b) => b.at - a.at));
      },
      fail,
    ),
  ),
  /**
   * Withdraws a buy that has not been handled yet. Not awaited: offline it is
   * kept and sent after the buy, and the trigger then places nothing.
   */
  'commands.withdraw': live<{ id: string }, true>((db, { id }, emit) => {
    emit(true);
    updateDoc(doc(db, 'orderCommands', id), { cancelled: true }).catch(() => {
      // Refused once the server had handled the buy: the order shows, and can be cancelled there.
    });
    return () => undefined;
  }),
};
