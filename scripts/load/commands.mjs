// Buy requests sent the way a phone sends them when its signal comes and goes:
// an orderCommands/{requestId} document written through the Firestore SDK, run
// by the onOrderCommand trigger, its outcome watched live (the data worker's
// commands.send, web/src/shared/firebase/order-commands-queries.ts). After the
// clock, every such command must have an outcome, and a placed one must name
// the one order of its request id.
import { doc, onSnapshot, serverTimestamp, setDoc } from 'firebase/firestore';
import { result } from './check-orders.mjs';

/** How long a phone's watch waits for the outcome before this run stops watching (the command stays). */
const WATCH_MS = 30_000;

/** Writes the command and resolves with its outcome; rejects with the refusal's code, or a timeout. */
export function sendBuyCommand(buyer, { productId, quantityG, requestId }) {
  const ref = doc(buyer.client.db, 'orderCommands', requestId);
  return new Promise((resolve, reject) => {
    const fail = (error) => {
      clearTimeout(timer);
      stop();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(Object.assign(new Error('no outcome yet'), { name: 'TimeoutError' })),
      WATCH_MS,
    );
    const stop = onSnapshot(
      ref,
      (snap) => {
        const outcome = snap.get('outcome');
        if (!outcome) return;
        clearTimeout(timer);
        stop();
        if (outcome.ok) resolve(outcome);
        else
          reject(
            Object.assign(new Error(outcome.message), { code: `command/${outcome.code}`, details: outcome.details }),
          );
      },
      fail,
    );
    setDoc(ref, {
      kind: 'buy',
      by: buyer.uid,
      productId,
      quantityG,
      requestId,
      madeAt: Date.now(),
      createdAt: serverTimestamp(),
      outcome: null,
    }).catch(fail);
  });
}

/**
 * Every command written has an outcome (read with admin rights), and every placed
 * one names the single order with its request id. `sent`: the request ids written;
 * `commands`: Map id -> data; `orders`: every order.
 */
export function commandsCheck(sent, commands, orders) {
  const breaches = [];
  const byRequest = new Map();
  for (const o of orders) byRequest.set(o.requestId, [...(byRequest.get(o.requestId) ?? []), o.id]);
  let placed = 0;
  let refused = 0;
  for (const id of sent) {
    const c = commands.get(id);
    if (!c) breaches.push(`orderCommands/${id}: written on the phone, never reached the server`);
    else if (!c.outcome) breaches.push(`orderCommands/${id}: no outcome`);
    else if (c.outcome.ok) {
      placed++;
      const found = byRequest.get(id) ?? [];
      if (found.length !== 1 || found[0] !== c.outcome.orderId)
        breaches.push(
          `orderCommands/${id}: outcome names ${c.outcome.orderId}, orders with its request id: ${found.join(', ') || 'none'}`,
        );
    } else refused++;
  }
  return result(
    'every command has an outcome, and a placed one its single order',
    breaches,
    `${sent.length} buy commands: ${placed} placed, ${refused} refused`,
  );
}
