import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { BLOG_LIMITS } from '../shared/blogs';

/** Rounds at most; the last one writes without waiting for the next slot. */
const MAX_ROUNDS = 20;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Firestore's FAILED_PRECONDITION / NOT_FOUND, as the Admin SDK reports a refused conditional update. */
function codeOf(e: unknown): unknown {
  return (e as { code?: unknown } | null)?.code;
}

/** The sum of the blog's counter shards (at most BLOG_LIMITS.likeShards reads) and when it was read. */
export async function shardTotal(blogRef: DocumentReference): Promise<{ likes: number; readTime: Timestamp }> {
  const shards = await blogRef.collection('likeShards').get();
  const likes = shards.docs.reduce((sum, d) => sum + (Number(d.get('count')) || 0), 0);
  return { likes, readTime: shards.readTime };
}

/**
 * Makes the card's `likes` (what lists read, one document) count every shard
 * change committed by `committedAtMs`, and answers that count. The card is
 * rewritten at most once per BLOG_LIMITS.likeRollupMs whatever the like rate,
 * so it never becomes the hot document the shards exist to avoid:
 * - a caller whose like an earlier roll-up already read (the card's `likesAt`,
 *   the read time of the shards, is after the commit) stops at once;
 * - otherwise it waits for the next slot, sums the shards (one consistent
 *   read, no locks) and writes the card only if nobody wrote it since it looked
 *   (an update conditioned on the card's update time), else it looks again.
 * No transaction: many likers of one blog never queue on the card's lock.
 * A missing card means the blog is gone, or its card is not made yet: then it
 * waits for onBlogWritten, which counts the shards when it makes the card.
 */
export async function rollUpLikes(blogId: string, committedAtMs: number): Promise<number> {
  const blogRef = db.collection('blogs').doc(blogId);
  const cardRef = db.collection('blogCards').doc(blogId);
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const card = await cardRef.get();
    if (!card.exists || !card.updateTime) {
      // No card: the blog is gone, or onBlogWritten has not made its card yet
      // (it then counts the shards, but maybe before this like: look again).
      if (!(await blogRef.get()).exists || round === MAX_ROUNDS) return (await shardTotal(blogRef)).likes;
      await sleep(250);
      continue;
    }
    const likes = Number(card.get('likes') ?? 0) || 0;
    const at = card.get('likesAt') as Timestamp | undefined;
    if (at && at.toMillis() > committedAtMs) return likes;
    const since = at ? Date.now() - at.toMillis() : Infinity;
    if (since < BLOG_LIMITS.likeRollupMs && round < MAX_ROUNDS) {
      // A little jitter, so the callers waiting for one slot do not all read at once.
      await sleep(BLOG_LIMITS.likeRollupMs - since + Math.random() * 100);
      continue;
    }
    const total = await shardTotal(blogRef);
    try {
      await cardRef.update({ likes: total.likes, likesAt: total.readTime }, { lastUpdateTime: card.updateTime });
      return total.likes;
    } catch (e) {
      const code = codeOf(e);
      // 9: someone wrote the card since; 5: it is gone. Look again.
      if (code !== 9 && code !== 5 && code !== 'failed-precondition' && code !== 'not-found') throw e;
    }
  }
  return (await shardTotal(blogRef)).likes;
}
