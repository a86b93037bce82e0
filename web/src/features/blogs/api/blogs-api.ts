import type { CreateBlogInput, CreateBlogResult, LikeBlogInput, LikeBlogResult } from '@shared/blog-schema';
import { queriesOf } from '@/shared/firebase/data-client';
import { callable } from '@/shared/firebase/functions';
// Types only (erased): live-pages.ts itself loads Firestore, which runs in the worker.
import type { LivePages, PagesState } from '@/shared/firebase/live-pages';
import type { Blog, BlogCardData, BlogFeedSpec } from './blog';
import type { blogsQueries } from './blogs-queries';

export type { Blog, BlogCardData, BlogFeedSpec };

type OnError = (error: Error) => void;

// The reads and writes run in the data worker (blogs-queries.ts).
const q = queriesOf<typeof blogsQueries>();

// The data client hands errors on as Errors carrying the Firestore `code`.
const asError = (onError: OnError) => (error: unknown) =>
  onError(error instanceof Error ? error : new Error(String(error)));

/**
 * Blog cards, newest first, as live pages of BLOG_LIMITS.pageSize: a page costs
 * the same reads however many blogs there are, and never the full texts.
 * Search is one token looked up in the cards' server-written searchTokens.
 */
export function openBlogFeed(
  spec: BlogFeedSpec,
  onState: (state: PagesState<BlogCardData>) => void,
  onError: OnError,
): LivePages {
  // A plain copy: only the spec's own fields cross to the worker.
  const feed = q.open('blogs.feed', { authorId: spec.authorId, token: spec.token }, onState, asError(onError));
  return { loadMore: () => feed.control('loadMore'), close: () => feed.close() };
}

/** One blog with its like count, live; `null` when no blog has that id. */
export function subscribeBlog(id: string, onData: (blog: Blog | null) => void, onError: OnError): () => void {
  return q.subscribe('blogs.blog', { id }, onData, asError(onError));
}

/** Whether `uid` has liked the blog, live (each person may read only their own like). */
export function subscribeMyLike(
  blogId: string,
  uid: string,
  onData: (liked: boolean) => void,
  onError: OnError,
): () => void {
  return q.subscribe('blogs.myLike', { blogId, uid }, onData, asError(onError));
}

export function getBlog(id: string): Promise<Blog | null> {
  return q.once('blogs.get', { id });
}

const createBlogCall = callable<CreateBlogInput, CreateBlogResult>('createBlog');

/**
 * Creates a blog by the signed-in farmer through the createBlog function, which
 * picks the id and signs it with their public names. Resolves with the new id.
 */
export async function createBlog(title: string, description: string): Promise<string> {
  return (await createBlogCall({ title: title.trim(), description: description.trim() })).id;
}

/** Resolves once the server has the change (as awaiting updateDoc did). */
export async function updateBlog(id: string, title: string, description: string): Promise<void> {
  await q.once('blogs.update', { id, title: title.trim(), description: description.trim() });
}

/** Deletes a blog; a function then removes its likes. */
export async function deleteBlog(id: string): Promise<void> {
  await q.once('blogs.delete', { id });
}

export const likeBlog = callable<LikeBlogInput, LikeBlogResult>('likeBlog');
export const unlikeBlog = callable<LikeBlogInput, LikeBlogResult>('unlikeBlog');
