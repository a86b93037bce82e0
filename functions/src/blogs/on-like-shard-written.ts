import { type Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { BLOG_LIMITS } from '../shared/blogs';

/** Waits past this many roll-ups at most; each wait is under BLOG_LIMITS.likeRollupMs. */
const MAX_ROUNDS = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Rolls a blog's like shards up into its card's `likes`, so a list shows a
 * count with one read per blog. The card is rewritten at most once per
 * BLOG_LIMITS.likeRollupMs, whatever the like rate, so it never becomes the hot
 * document the shards exist to avoid: a trigger whose shard change an earlier
 * roll-up already read (its `likesAt`, the read time of the shards, is not
 * before the change) stops; otherwise it waits for the next slot and rolls up
 * itself. So the last like is always counted, at most about a second later.
 */
export const onLikeShardWritten = onDocumentWritten('blogs/{blogId}/likeShards/{shard}', async (event) => {
  const after = event.data?.after;
  // A shard is deleted only with its blog (onBlogDeleted): nothing to show then.
  if (!after?.exists || !after.updateTime) return;
  const changedAt = after.updateTime;
  const blogRef = db.collection('blogs').doc(event.params.blogId);
  const cardRef = db.collection('blogCards').doc(event.params.blogId);

  for (let round = 0; round < MAX_ROUNDS; round++) {
    const wait = await db.runTransaction(async (tx) => {
      const [blog, card] = await tx.getAll(blogRef, cardRef);
      if (!blog.exists) return 0;
      const at = card.get('likesAt') as Timestamp | undefined;
      if (at && at.valueOf() >= changedAt.valueOf()) return 0;
      const since = at ? Date.now() - at.toMillis() : Infinity;
      if (since < BLOG_LIMITS.likeRollupMs) return BLOG_LIMITS.likeRollupMs - since;
      const shards = await tx.get(blogRef.collection('likeShards'));
      const likes = shards.docs.reduce((sum, d) => sum + (Number(d.get('count')) || 0), 0);
      tx.set(cardRef, { likes, likesAt: shards.readTime }, { merge: true });
      return 0;
    });
    if (wait <= 0) return;
    await sleep(wait);
  }
});
