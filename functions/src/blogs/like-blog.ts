import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { CALLABLE } from '../config';
import { callable } from '../lib/callable';
import { db } from '../lib/admin';
import { parse } from '../lib/guard';
import { likeBlogSchema, type LikeBlogResult } from '../shared/blog-schema';
import { BLOG_LIMITS } from '../shared/blogs';
import { USER_TYPE, isRole, type Role } from '../shared/roles';
import { rollUpLikes, shardTotal } from './roll-up-likes';
import { refusal } from '../lib/refusal';

// Likes are one document per person under blogs/{id}/likes/{uid}, written only
// here, in the same transaction as one of the blog's counter shards
// (blogs/{id}/likeShards/{n}), so the shards always add up to the number of
// like documents. The liker is the caller's auth uid, never an id from the
// request. A shard is chosen at random: production Firestore sustains about one
// write per second per document, so one counter would cap a viral blog at about
// one like per second (see docs/architecture.md, "Hot documents"). After the
// commit, rollUpLikes brings the card's `likes` (what lists show) up to date,
// at most once a second per blog.

/** Attempts per like before the caller gets an error (the Admin SDK's default, stated). */
const MAX_ATTEMPTS = 5;

function caller(req: CallableRequest<unknown>) {
  const role = req.auth?.token.role;
  if (!req.auth || !isRole(role)) throw refusal('unauthenticated', 'blogs/log-in-to-like');
  return { uid: req.auth.uid, role };
}

async function toggle(req: CallableRequest<unknown>, like: boolean): Promise<LikeBlogResult> {
  const who = caller(req);
  return likeBlogFor(who.uid, who.role, req.data, like);
}

/**
 * The body of likeBlog / unlikeBlog, shared with the legacy POST /blogs/{id}/like:
 * `uid` and `role` come from a verified token, `data` is the raw { blogId }.
 */
export async function likeBlogFor(uid: string, role: Role, data: unknown, like: boolean): Promise<LikeBlogResult> {
  const who = { uid, userType: USER_TYPE[role] };
  const { blogId } = parse(likeBlogSchema, data);
  const blogRef = db.collection('blogs').doc(blogId);
  const likeRef = blogRef.collection('likes').doc(who.uid);
  const shardRef = blogRef.collection('likeShards').doc(String(Math.floor(Math.random() * BLOG_LIMITS.likeShards)));

  await db.runTransaction(
    async (tx) => {
      // Read: the blog (a shared lock many likers hold at once; only its author
      // writes it) and the person's own like. The shard is only written, by an
      // atomic increment, so likers on one shard never wait on each other's reads.
      // Blog ids are assigned by the server and never reused, so a like can never
      // count for a later blog (issue 12 point 1).
      const [blog, mine] = await tx.getAll(blogRef, likeRef);
      if (!blog.exists) throw refusal('not-found', 'blogs/not-found');
      if (like) {
        if (mine.exists) throw refusal('failed-precondition', 'blogs/already-liked');
        tx.create(likeRef, { userType: who.userType, createdAt: FieldValue.serverTimestamp() });
        tx.set(shardRef, { count: FieldValue.increment(1) }, { merge: true });
      } else {
        if (!mine.exists) throw refusal('failed-precondition', 'blogs/not-liked');
        tx.delete(likeRef);
        tx.set(shardRef, { count: FieldValue.increment(-1) }, { merge: true });
      }
    },
    { maxAttempts: MAX_ATTEMPTS },
  );
  const committedAt = Date.now();
  try {
    return { likes: await rollUpLikes(blogId, committedAt), liked: like };
  } catch (error) {
    // The like itself is saved; a card left behind catches up with the next like.
    logger.error('likes roll-up failed', { blogId, error });
    return { likes: (await shardTotal(blogRef)).likes, liked: like };
  }
}

export const likeBlog = callable(CALLABLE, (req) => toggle(req, true));
export const unlikeBlog = callable(CALLABLE, (req) => toggle(req, false));
