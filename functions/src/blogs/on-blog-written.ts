import type { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { blogCardOf } from './blog-card';
import { shardTotal } from './roll-up-likes';

const MAX_ROUNDS = 10;

/** Firestore's FAILED_PRECONDITION / ALREADY_EXISTS / NOT_FOUND: someone else wrote the card first. */
function lostRace(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return [9, 6, 5, 'failed-precondition', 'already-exists', 'not-found'].includes(code as never);
}

/**
 * Keeps blogs/{id}'s card (blogCards/{id}: title, author, 200-character
 * excerpt, search tokens) in step with the blog. It re-reads the blog instead of
 * trusting the event, and writes the card only if the blog it read is newer
 * than the one the card was made from (`blogUpdateTime`), with an update
 * conditioned on the card's own update time: triggers that arrive late or out
 * of order leave the card matching the newest blog, without holding locks.
 */
export const onBlogWritten = onDocumentWritten('blogs/{blogId}', async (event) => {
  const blogRef = db.collection('blogs').doc(event.params.blogId);
  const cardRef = db.collection('blogCards').doc(event.params.blogId);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const [blog, card] = await db.getAll(blogRef, cardRef);
    try {
      if (!blog.exists) {
        if (card.exists) await cardRef.delete();
        return;
      }
      const made = card.get('blogUpdateTime') as Timestamp | undefined;
      if (card.exists && made && blog.updateTime && made.valueOf() >= blog.updateTime.valueOf()) return;
      const fields = { ...blogCardOf(blog.data()!), blogUpdateTime: blog.updateTime };
      if (card.exists) {
        // The rolled-up `likes` on the card is not the blog's to change.
        await cardRef.update(fields, { lastUpdateTime: card.updateTime! });
      } else {
        // A new card counts the likes that came before it (rollUpLikes waits for a card).
        const total = await shardTotal(blogRef);
        await cardRef.create({ ...fields, likes: total.likes, likesAt: total.readTime });
      }
      return;
    } catch (e) {
      if (!lostRace(e)) throw e;
    }
  }
});
