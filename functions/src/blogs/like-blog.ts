import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { CALLABLE } from '../config';
import { db } from '../lib/admin';
import { parse } from '../lib/guard';
import { likeBlogSchema, type LikeBlogResult } from '../shared/blog-schema';
import { BLOG_MESSAGES } from '../shared/blogs';
import { USER_TYPE, isRole, type Role } from '../shared/roles';

// Likes are one document per person under blogs/{id}/likes/{uid}, written only
// here, in the same transaction as the blog's counter, so `likes` always equals
// the number of like documents. The liker is the caller's auth uid, never an
// id from the request.

function caller(req: CallableRequest<unknown>) {
  const role = req.auth?.token.role;
  if (!req.auth || !isRole(role)) throw new HttpsError('unauthenticated', BLOG_MESSAGES.logInToLike);
  return { uid: req.auth.uid, role };
}

/** Firestore's NOT_FOUND, as the Admin SDK reports an update of a missing document. */
function isNotFound(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === 5 || code === 'not-found';
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
  if (!(await blogRef.get()).exists) throw new HttpsError('not-found', BLOG_MESSAGES.notFound);

  try {
    await db.runTransaction(async (tx) => {
      // Only the person's own like document is read, so many people liking one
      // blog never contend for a lock on it; the counter changes by an atomic
      // increment in the same commit, and that update fails if the blog was
      // deleted meanwhile (so no like outlives its blog).
      const mine = await tx.get(likeRef);
      if (like) {
        if (mine.exists) throw new HttpsError('failed-precondition', BLOG_MESSAGES.alreadyLiked);
        tx.create(likeRef, { userType: who.userType, createdAt: FieldValue.serverTimestamp() });
        tx.update(blogRef, { likes: FieldValue.increment(1) });
      } else {
        if (!mine.exists) throw new HttpsError('failed-precondition', BLOG_MESSAGES.notLiked);
        tx.delete(likeRef);
        tx.update(blogRef, { likes: FieldValue.increment(-1) });
      }
    });
  } catch (e) {
    if (isNotFound(e)) throw new HttpsError('not-found', BLOG_MESSAGES.notFound);
    throw e;
  }
  const after = (await blogRef.get()).get('likes');
  return { likes: typeof after === 'number' ? after : 0, liked: like };
}

export const likeBlog = onCall(CALLABLE, (req) => toggle(req, true));
export const unlikeBlog = onCall(CALLABLE, (req) => toggle(req, false));
