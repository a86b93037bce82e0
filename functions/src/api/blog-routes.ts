import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { likeBlogFor } from '../blogs/like-blog';
import { db } from '../lib/admin';
import { BLOG_MESSAGES, blogTextProblem } from '../shared/blogs';
import { USER_TYPE } from '../shared/roles';
import { LegacyError, parseBody, type Caller, type Route } from './http';
import { legacyBlog } from './legacy-shapes';
import { BLOG_TEXT_MESSAGES, blogTextSchema, likeSchema } from './legacy-schemas';
import { blogsBy } from './profile-routes';

const LIST_LIMIT = 500;

function blogRef(id: string) {
  if (!/^[^/]{1,128}$/.test(id) || id === '.' || id === '..' || /^__.*__$/.test(id)) {
    throw new LegacyError(404, BLOG_MESSAGES.notFound);
  }
  return db.collection('blogs').doc(id);
}

async function existing(id: string) {
  const snap = await blogRef(id).get();
  if (!snap.exists) throw new LegacyError(404, BLOG_MESSAGES.notFound);
  return snap;
}

async function ownBlog(me: Caller, id: string) {
  const snap = await existing(id);
  if (snap.get('authorId') !== me.uid) throw new LegacyError(403, 'This is not your blog');
  return snap;
}

/** Old clients read likedBy to disable the button; only the caller's own like is revealed. */
async function withLikes(snaps: DocumentSnapshot[], me: Caller | null) {
  if (!me || !me.role || snaps.length === 0) return snaps.map((s) => legacyBlog(s));
  const likes = await db.getAll(...snaps.map((s) => s.ref.collection('likes').doc(me.uid)));
  const mine = [{ userId: me.uid, userType: USER_TYPE[me.role] }];
  return snaps.map((s, i) => legacyBlog(s, likes[i]!.exists ? mine : []));
}

function checkedText(body: unknown) {
  const b = parseBody(blogTextSchema, body);
  const title = b.title.trim();
  const description = b.description.trim();
  const problem = blogTextProblem(title, description);
  if (problem) throw new LegacyError(400, BLOG_TEXT_MESSAGES[problem]);
  return { title, description, author: b.author };
}

export const blogRoutes: Route[] = [
  {
    method: 'GET',
    path: '/blogs',
    async handler({ optionalCaller }) {
      const snap = await db.collection('blogs').orderBy('createdAt', 'desc').limit(LIST_LIMIT).get();
      return { body: await withLikes(snap.docs, await optionalCaller()) };
    },
  },
  {
    method: 'GET',
    path: '/blogs/:id',
    async handler({ params, optionalCaller }) {
      const snap = await existing(params.id!);
      return { body: (await withLikes([snap], await optionalCaller()))[0] };
    },
  },
  {
    method: 'GET',
    path: '/blogs/farmer/:farmerId',
    async handler({ params, optionalCaller }) {
      return { body: await withLikes(await blogsBy(params.farmerId!), await optionalCaller()) };
    },
  },
  {
    method: 'POST',
    path: '/blogs',
    async handler({ req, caller }) {
      const me = await caller();
      if (me.role !== 'farmer') throw new LegacyError(403, 'Only farmers can write blogs');
      const { title, description, author } = checkedText(req.body);
      if (author !== undefined && author !== me.uid) throw new LegacyError(403, 'author is not yours');
      const pub = await db.collection('publicProfiles').doc(me.uid).get();
      const now = FieldValue.serverTimestamp();
      const ref = db.collection('blogs').doc();
      // The same document the web app writes under firestore.rules: names from the public profile, 0 likes.
      await ref.create({
        authorId: me.uid,
        author: {
          firstName: pub.get('firstName') ?? '',
          lastName: pub.get('lastName') ?? '',
          profilePicture: pub.get('profilePicture') ?? '',
        },
        title,
        description,
        likes: 0,
        createdAt: now,
        updatedAt: now,
      });
      return { status: 201, body: legacyBlog(await ref.get()) };
    },
  },
  {
    method: 'PUT',
    path: '/blogs/:id',
    async handler({ req, params, caller }) {
      const me = await caller();
      const snap = await ownBlog(me, params.id!);
      const { title, description } = checkedText(req.body);
      await snap.ref.update({ title, description, updatedAt: FieldValue.serverTimestamp() });
      return { body: legacyBlog(await snap.ref.get()) };
    },
  },
  {
    method: 'DELETE',
    path: '/blogs/:id',
    async handler({ params, caller }) {
      const snap = await ownBlog(await caller(), params.id!);
      // Its likes go with it (onBlogDeleted).
      await snap.ref.delete();
      return { body: { message: 'Blog deleted', _id: snap.id } };
    },
  },
  {
    method: 'POST',
    path: '/blogs/:id/like',
    async handler({ req, params, caller }) {
      const me = await caller();
      if (!me.role) throw new LegacyError(403, BLOG_MESSAGES.logInToLike);
      const b = parseBody(likeSchema, req.body);
      // The liker is the token's account; a body naming someone else is refused, not obeyed.
      if (b.userId !== undefined && b.userId !== me.uid) throw new LegacyError(403, 'userId is not yours');
      if (b.userType !== undefined && b.userType !== USER_TYPE[me.role]) {
        throw new LegacyError(403, `userType is not yours: you are a ${USER_TYPE[me.role]}`);
      }
      try {
        await likeBlogFor(me.uid, me.role, { blogId: params.id }, true);
      } catch (error) {
        if (error instanceof HttpsError && error.code === 'invalid-argument') throw new LegacyError(404, error.message);
        throw error;
      }
      return { body: (await withLikes([await existing(params.id!)], me))[0] };
    },
  },
];
