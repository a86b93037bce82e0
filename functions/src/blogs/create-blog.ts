import { FieldValue } from 'firebase-admin/firestore';
import { CALLABLE } from '../config';
import { callable } from '../lib/callable';
import { blogCardOf } from './blog-card';
import { db } from '../lib/admin';
import { parse, requireAuth } from '../lib/guard';
import { createBlogSchema, type CreateBlogResult } from '../shared/blog-schema';
import { blogTextProblem, type BlogTextProblem } from '../shared/blogs';
import type { ErrorCode } from '../shared/error-codes';
import { refusal } from '../lib/refusal';

const BLOG_TEXT_CODES: Record<BlogTextProblem, ErrorCode> = {
  titleRequired: 'blogs/title-required',
  titleTooLong: 'blogs/title-too-long',
  descriptionRequired: 'blogs/description-required',
  descriptionTooLong: 'blogs/description-too-long',
};

// Blogs are created here (and by the legacy POST /blogs through createBlogFor),
// never by a client: the server picks the id, so an id is never used twice.
// A client-chosen id let an author delete a liked blog and recreate it at the
// same id; an Unlike of the old like then counted against the new blog.

/** Creates the farmer's blog with a fresh server-assigned id; the text must already be trimmed. */
export async function createBlogFor(uid: string, title: string, description: string): Promise<string> {
  const problem = blogTextProblem(title, description);
  if (problem) throw refusal('invalid-argument', BLOG_TEXT_CODES[problem]);
  const pub = await db.collection('publicProfiles').doc(uid).get();
  const now = FieldValue.serverTimestamp();
  const ref = db.collection('blogs').doc();
  // The names come from the public profile, so nobody posts under another name.
  const blog = {
    authorId: uid,
    author: {
      firstName: pub.get('firstName') ?? '',
      lastName: pub.get('lastName') ?? '',
      profilePicture: pub.get('profilePicture') ?? '',
    },
    title,
    description,
    createdAt: now,
    updatedAt: now,
  };
  // Its card goes in the same commit, so the new blog is listed at once instead
  // of after onBlogWritten has run (that trigger keeps the card in step with
  // later edits; it finds this card already made from this version of the blog:
  // both stamps are the commit's time). A trigger is not a guarantee either: the
  // emulator now and then drops one (firebase-tools#6833), which left a new blog
  // without its card in a test run. No likes yet, so the count is 0 as of now.
  const batch = db.batch();
  batch.create(ref, blog);
  batch.create(db.collection('blogCards').doc(ref.id), {
    ...blogCardOf(blog),
    blogUpdateTime: now,
    likes: 0,
    likesAt: now,
  });
  await batch.commit();
  return ref.id;
}

export const createBlog = callable(CALLABLE, async (req): Promise<CreateBlogResult> => {
  const me = requireAuth(req);
  if (me.role !== 'farmer') throw refusal('permission-denied', 'blogs/farmers-only');
  const input = parse(createBlogSchema, req.data);
  return { id: await createBlogFor(me.uid, input.title.trim(), input.description.trim()) };
});
