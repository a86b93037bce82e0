import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { createBlogFor } from '../blogs/create-blog';
import { likeBlogFor } from '../blogs/like-blog';
import { db } from '../lib/admin';
import { BLOG_MESSAGES, blogTextProblem } from '../shared/blogs';
import { USER_TYPE } from '../shared/roles';
import { LegacyError, parseBody, type Caller, type Route } from './http';
import { blogPage, blogsBy, legacyBlogs } from './legacy-blogs';
import { BLOG_TEXT_MESSAGES, blogTextSchema, likeSchema } from './legacy-schemas';

const afterParam = (q: Record<string, unknown>) => (typeof q.after === 'string' ? q.after : undefined);

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

async function one(snap: Awaited<ReturnType<typeof existing>>, me: Caller | null) {
  return (await legacyBlogs([snap], me))[0];
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
    async handler({ req, optionalCaller }) {
      const page = await blogPage(db.collection('blogs'), afterParam(req.query));
      return { body: await legacyBlogs(page, await optionalCaller()) };
    },
  },
  {
    method: 'GET',
    path: '/blogs/:id',
    async handler({ params, optionalCaller }) {
      const snap = await existing(params.id!);
      return { body: await one(snap, await optionalCaller()) };
    },
  },
  {
    method: 'GET',
    path: '/blogs/farmer/:farmerId',
    async handler({ req, params, optionalCaller }) {
      const page = await blogsBy(params.farmerId!, afterParam(req.query));
      return { body: await legacyBlogs(page, await optionalCaller()) };
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
      // The same path as the app's createBlog callable: a server-assigned id, names from the public profile.
      const id = await createBlogFor(me.uid, title, description);
      return { status: 201, body: await one(await existing(id), me) };
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
      return { body: await one(await existing(snap.id), me) };
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
      let likes: number;
      try {
        ({ likes } = await likeBlogFor(me.uid, me.role, { blogId: params.id }, true));
      } catch (error) {
        if (error instanceof HttpsError && error.code === 'invalid-argument') throw new LegacyError(404, error.message);
        throw error;
      }
      // The exact count (the card's is rolled up a moment later).
      return { body: { ...(await one(await existing(params.id!), me)), likes } };
    },
  },
];
