import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';

const BATCH = 400;

/**
 * Deletes every notification whose `expiresAt` has passed (each is written
 * with 90 days to live, NOTIFY_LIMITS.keepDays). Old news of an order helps
 * nobody: the order itself keeps its whole timeline, and a short-lived inbox
 * keeps what is stored about a person small. Returns how many it deleted.
 * (firestore.indexes.json gives `items.expiresAt` a collection-group index.)
 */
export async function pruneExpiredNotifications(now = Date.now()): Promise<number> {
  let deleted = 0;
  for (;;) {
    const old = await db
      .collectionGroup('items')
      .where('expiresAt', '<=', Timestamp.fromMillis(now))
      .limit(BATCH)
      .get();
    if (old.empty) return deleted;
    const batch = db.batch();
    for (const doc of old.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += old.size;
    if (old.size < BATCH) return deleted;
  }
}

/** Once a day, at night in India. */
export const pruneNotifications = onSchedule({ schedule: 'every day 03:30', timeZone: 'Asia/Kolkata' }, async () => {
  const deleted = await pruneExpiredNotifications();
  logger.info('old notifications removed', { deleted });
});
