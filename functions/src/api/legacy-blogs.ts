import type { DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { USER_TYPE } from '../shared/roles';
import { LegacyError, type Caller } from './http';
import { legacyBlog } from './legacy-shapes';

/**
 * Blogs per legacy answer. The old routes answered every blog at once; these
 * answer the newest LEGACY_BLOG_PAGE and take `?after=<_id>` (the last blog of
 * the previous answer) for the next ones, so a call reads at most this many
 * blogs, their cards and (with a token) the caller's like on each: see
 * docs/legacy-api.md, "Limits".
 */
export const LEGACY_BLOG_PAGE = 50;

/** `query` cut to one page: the newest LEGACY_BLOG_PAGE, after the blog `after` names (if any). */
export async function blogPage(query: Query, after: string | undefined): Promise<DocumentSnapshot[]> {
  let page = query.orderBy('createdAt', 'desc').limit(LEGACY_BLOG_PAGE);
  if (after !== undefined) {
    const anchor = /^[^/]{1,128}$/.test(after) ? await db.collection('blogs').doc(after).get() : null;
    if (!anchor?.exists) throw new LegacyError(400, 'after must be the _id of a blog from the previous page');
    page = page.startAfter(anchor);
  }
  return (await page.get()).docs;
}

/** One author's blogs, newest first, one page. */
export function blogsBy(farmerId: string, after?: string): Promise<DocumentSnapshot[]> {
  return blogPage(db.collection('blogs').where('authorId', '==', farmerId), after);
}

/**
 * The old blog shape for each snapshot: `likes` from its card (rolled up from
 * the like shards), and likedBy revealing only the caller's own like.
 */
export async function legacyBlogs(snaps: DocumentSnapshot[], me: Caller | null) {
  if (snaps.length === 0) return [];
  const cards = await db.getAll(...snaps.map((s) => db.collection('blogCards').doc(s.id)));
  const likes = (i: number) => Number(cards[i]!.get('likes') ?? 0) || 0;
  if (!me || !me.role) return snaps.map((s, i) => legacyBlog(s, likes(i)));
  const mine = await db.getAll(...snaps.map((s) => s.ref.collection('likes').doc(me.uid)));
  const self = [{ userId: me.uid, userType: USER_TYPE[me.role] }];
  return snaps.map((s, i) => legacyBlog(s, likes(i), mine[i]!.exists ? self : []));
}
