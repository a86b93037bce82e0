import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { CALLABLE } from '../config';
import { callable } from '../lib/callable';
import { db } from '../lib/admin';
import { parse, requireAuth } from '../lib/guard';
import { refusal } from '../lib/refusal';
import { PUSH_SUBSCRIPTION_LIMITS } from '../shared/push';
import { savePushSubscriptionSchema, type PushSubscriptionResult } from '../shared/push-schema';
import { pushSubscriptionId } from './push-to-person';

/**
 * Stores this device's push subscription for the signed-in person, when they
 * turn push on or the browser renews it. One document per endpoint: a second
 * person signing in on the same phone takes the device over, so news of the
 * first never reaches the second's screen. A person keeps their newest
 * devices only (PUSH_SUBSCRIPTION_LIMITS.devicesPerPerson), so one event
 * cannot fan out into any number of sends.
 */
export const savePushSubscription = callable(CALLABLE, async (req): Promise<PushSubscriptionResult> => {
  const caller = requireAuth(req);
  const { endpoint, keys } = parse(savePushSubscriptionSchema, req.data);
  // The schema lets http://localhost through for the tests' local push
  // service; a deployed function has no business posting there.
  if (process.env.FUNCTIONS_EMULATOR !== 'true' && !endpoint.startsWith('https://')) {
    throw refusal('invalid-argument', 'push/bad-endpoint');
  }
  const ref = db.collection('pushSubscriptions').doc(pushSubscriptionId(endpoint));
  const mine = db.collection('pushSubscriptions').where('uid', '==', caller.uid);

  await db.runTransaction(async (tx) => {
    const [snap, others] = await Promise.all([tx.get(ref), tx.get(mine)]);
    // The person's other devices, least recently saved first; drop the
    // oldest beyond the cap (this one included in the count).
    const rest = others.docs
      .filter((d) => d.id !== ref.id)
      .sort((a, b) => millisOf(a.get('updatedAt')) - millisOf(b.get('updatedAt')));
    const over = rest.length + 1 - PUSH_SUBSCRIPTION_LIMITS.devicesPerPerson;
    for (const d of rest.slice(0, Math.max(0, over))) tx.delete(d.ref);

    const now = FieldValue.serverTimestamp();
    tx.set(ref, {
      uid: caller.uid,
      endpoint,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
      // When the device first subscribed, whoever holds it now.
      createdAt: snap.exists ? (snap.get('createdAt') ?? now) : now,
      updatedAt: now,
    });
  });
  return { ok: true };
});

const millisOf = (v: unknown): number => (v instanceof Timestamp ? v.toMillis() : 0);
