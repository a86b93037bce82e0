import { CALLABLE } from '../config';
import { callable } from '../lib/callable';
import { db } from '../lib/admin';
import { parse, requireAuth } from '../lib/guard';
import { removePushSubscriptionSchema, type PushSubscriptionResult } from '../shared/push-schema';
import { pushSubscriptionId } from './push-to-person';

/**
 * Forgets this device for the signed-in person: when they turn push off and
 * at logout (the web app calls it before signing out). Only the person the
 * device belongs to removes it; anyone else gets the same answer and nothing
 * changes, so the answer tells nobody whose a device is.
 */
export const removePushSubscription = callable(CALLABLE, async (req): Promise<PushSubscriptionResult> => {
  const caller = requireAuth(req);
  const { endpoint } = parse(removePushSubscriptionSchema, req.data);
  const ref = db.collection('pushSubscriptions').doc(pushSubscriptionId(endpoint));
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists && snap.get('uid') === caller.uid) tx.delete(ref);
  });
  return { ok: true };
});
