import type { DocumentReference, Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { BLOG_LIMITS } from '../shared/blogs';

/** Rounds of waiting for the next roll-up slot, at most (each under BLOG_LIMITS.likeRollupMs). */
const MAX_ROUNDS = 10;
/** Attempts per roll-up transaction before giving up (the Admin SDK's default, stated). */
const MAX_ATTEMPTS = 5;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RollUp {
  likes: number;
  /** Transaction attempts this call made in all (1 per round when nothing contended). */
  attempts: number;
}

/** The exact count: the sum of the blog's counter shards (at most BLOG_LIMITS.likeShards reads). */
export async function likeCount(blogRef: DocumentReference): Promise<number> {
  const shards = await blogRef.collection('likeShards').get();
  return shards.docs.reduce((sum, d) => sum + (Number(d.get('count')) || 0), 0);
}

/**
 * Makes the card's `likes` (what lists read, one document) count every shard
 * change committed by `committedAtMs`, and answers that count. The card is
 * rewritten at most once per BLOG_LIMITS.likeRollupMs whatever the like rate, so
 * it never becomes the hot document the shards exist to avoid: a caller whose
 * like an earlier roll-up already read (its `likesAt`, the read time of the
 * shards, is after the commit) stops at once; otherwise it waits for the next
 * slot and rolls up itself, so the last like of a burst is counted within about
 * a second.
 */
export async function rollUpLikes(blogId: string, committedAtMs: number): Promise<RollUp> {
  const blogRef = db.collection('blogs').doc(blogId);
  const cardRef = db.collection('blogCards').doc(blogId);
  let attempts = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const step = await db.runTransaction(
      async (tx) => {
        attempts++;
        const [blog, card] = await tx.getAll(blogRef, cardRef);
        const likes = Number(card.get('likes') ?? 0) || 0;
        if (!blog.exists) return { likes, wait: 0 };
        const at = card.get('likesAt') as Timestamp | undefined;
        if (at && at.toMillis() > committedAtMs) return { likes, wait: 0 };
        const since = at ? Date.now() - at.toMillis() : Infinity;
        if (since < BLOG_LIMITS.likeRollupMs) return { likes, wait: BLOG_LIMITS.likeRollupMs - since };
        const shards = await tx.get(blogRef.collection('likeShards'));
        const sum = shards.docs.reduce((n, d) => n + (Number(d.get('count')) || 0), 0);
        tx.set(cardRef, { likes: sum, likesAt: shards.readTime }, { merge: true });
        return { likes: sum, wait: 0 };
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
    if (step.wait <= 0) return { likes: step.likes, attempts };
    await sleep(step.wait + 1);
  }
  // Not reached while roll-ups succeed (each round either finds the like counted
  // or takes the next slot); the exact sum is still the right answer.
  return { likes: await likeCount(blogRef), attempts };
}
