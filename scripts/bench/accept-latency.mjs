// Section (a) of the bench: a farmer's accept as the buyer's listener sees it,
// beside the floor (a plain write seen by another client) and a bare callable.
import { Timestamp } from 'firebase-admin/firestore';
import { doc, onSnapshot, serverTimestamp, updateDoc } from 'firebase/firestore';
import { performance } from 'node:perf_hooks';
import { admin, productDoc, signUpTraders } from './clients.mjs';

export const SAMPLES = 20;

/** Resolves with the time from `act()` until `seen(data)` holds on `ref` in the watcher's listener. */
function timeUntilSeen(watcherDb, path, seen, act) {
  return new Promise((resolve, reject) => {
    let start = 0;
    const unsubscribe = onSnapshot(
      doc(watcherDb, path),
      (snap) => {
        if (start && seen(snap.data())) {
          unsubscribe();
          resolve(performance.now() - start);
        }
      },
      reject,
    );
    // Let the listener attach and deliver its first snapshot before acting.
    setTimeout(() => {
      start = performance.now();
      act().catch(reject);
    }, 150);
  });
}

export async function acceptLatency() {
  const { farmer, buyer } = await signUpTraders('bench');
  const productId = 'bench-product';
  await admin.doc(`products/${productId}`).set(productDoc(farmer.auth.currentUser.uid, 0, Timestamp.now()));

  const floor = [];
  for (let i = 0; i < SAMPLES; i++) {
    // Grams in steps of 0.1 kg, as the rules ask.
    const target = 50_000_000 - i * 100;
    floor.push(
      await timeUntilSeen(
        buyer.db,
        `products/${productId}`,
        (d) => d?.quantityG === target,
        () => updateDoc(doc(farmer.db, 'products', productId), { quantityG: target, updatedAt: serverTimestamp() }),
      ),
    );
  }

  const accept = [];
  for (let i = 0; i < SAMPLES; i++) {
    const { orderId } = await buyer.call('placeBuyRequest', {
      productId,
      quantityG: 1000,
      requestId: `benchrequest${String(i).padStart(4, '0')}`,
    });
    accept.push(
      await timeUntilSeen(
        buyer.db,
        `orders/${orderId}`,
        (d) => d?.status === 'Accepted!',
        () => farmer.call('updateOrder', { orderId, action: 'accept' }),
      ),
    );
  }
  // A bare callable round trip: updateOrder with no arguments, which the function
  // refuses at its first step (zod), so this is HTTP + token check + invocation.
  const callable = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const refused = await buyer.call('updateOrder', {}).then(
      () => null,
      (e) => e,
    );
    callable.push(performance.now() - t0);
    if (refused?.code !== 'functions/invalid-argument') throw new Error(`expected invalid-argument, got ${refused}`);
  }
  return { floor, accept, callable };
}
