import type { CreateBlogInput, CreateBlogResult, LikeBlogInput, LikeBlogResult } from '@shared/blog-schema';
import { BLOG_LIMITS, type BlogAuthor } from '@shared/blogs';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore';
import { db } from '@/shared/firebase/firestore';
import { callable } from '@/shared/firebase/functions';
import { openLivePages, type LivePages, type PagesState } from '@/shared/firebase/live-pages';
import { toMillis } from '@shared/timestamps';

export interface Blog {
  id: string;
  authorId: string;
  author: BlogAuthor | null;
  title: string;
  description: string;
  likes: number;
  createdAt: number;
  updatedAt: number;
}

/** A blog in a list: its card (blogCards/{id}), without the full text. */
export interface BlogCardData {
  id: string;
  authorId: string;
  author: BlogAuthor | null;
  title: string;
  /** The first 200 characters of the text, stored by the server. */
  excerpt: string;
  likes: number;
  createdAt: number;
}

/** Which cards a list shows: one author's (the Blog Manager) or everyone's, optionally one search token's. */
export interface BlogFeedSpec {
  authorId: string | null;
  token: string | null;
}

type OnError = (error: Error) => void;

const blogs = collection(db, 'blogs');
const cards = collection(db, 'blogCards');

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function authorOf(v: unknown): BlogAuthor | null {
  const a = v as Partial<BlogAuthor> | undefined;
  return a ? { firstName: str(a.firstName), lastName: str(a.lastName), profilePicture: str(a.profilePicture) } : null;
}

const likesOf = (d: DocumentData | undefined) => (typeof d?.likes === 'number' ? d.likes : 0);

/**
 * The fields a card and a blog share. A just-written blog carries pending
 * server timestamps; they are estimated so it sorts first at once instead of
 * jumping when the server answers.
 */
function common(snap: DocumentSnapshot) {
  const d = snap.data({ serverTimestamps: 'estimate' }) ?? {};
  const base = { id: snap.id, authorId: str(d.authorId), author: authorOf(d.author), title: str(d.title) };
  return { d, base: { ...base, createdAt: toMillis(d.createdAt) } };
}

function toCard(snap: DocumentSnapshot): BlogCardData {
  const { d, base } = common(snap);
  return { ...base, excerpt: str(d.excerpt), likes: likesOf(d) };
}

/** The blog itself; `likes` comes from its card (the rolled-up count), read alongside. */
function toBlog(snap: DocumentSnapshot, likes: number): Blog {
  const { d, base } = common(snap);
  return { ...base, description: str(d.description), likes, updatedAt: toMillis(d.updatedAt) };
}

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
  const filters: QueryConstraint[] = [];
  if (spec.authorId !== null) filters.push(where('authorId', '==', spec.authorId));
  if (spec.token !== null) filters.push(where('searchTokens', 'array-contains', spec.token));
  const base = query(cards, ...filters, orderBy('createdAt', 'desc'));
  return openLivePages(base, BLOG_LIMITS.pageSize, toCard, onState, onError);
}

/** One blog with its like count, live; `null` when no blog has that id. */
export function subscribeBlog(id: string, onData: (blog: Blog | null) => void, onError: OnError): () => void {
  let blog: DocumentSnapshot | null = null;
  let likes: number | null = null;
  const emit = () => {
    if (blog === null || likes === null) return;
    onData(blog.exists() ? toBlog(blog, likes) : null);
  };
  const stopBlog = onSnapshot(
    doc(blogs, id),
    (snap) => {
      blog = snap;
      emit();
    },
    onError,
  );
  const stopCard = onSnapshot(
    doc(cards, id),
    (snap) => {
      likes = likesOf(snap.data());
      emit();
    },
    onError,
  );
  return () => {
    stopBlog();
    stopCard();
  };
}

/** Whether `uid` has liked the blog, live (each person may read only their own like). */
export function subscribeMyLike(
  blogId: string,
  uid: string,
  onData: (liked: boolean) => void,
  onError: OnError,
): () => void {
  return onSnapshot(doc(blogs, blogId, 'likes', uid), (snap) => onData(snap.exists()), onError);
}

export async function getBlog(id: string): Promise<Blog | null> {
  const snap = await getDoc(doc(blogs, id));
  return snap.exists() ? toBlog(snap, 0) : null;
}

const createBlogCall = callable<CreateBlogInput, CreateBlogResult>('createBlog');

/**
 * Creates a blog by the signed-in farmer through the createBlog function, which
 * picks the id and signs it with their public names. Resolves with the new id.
 */
export async function createBlog(title: string, description: string): Promise<string> {
  return (await createBlogCall({ title: title.trim(), description: description.trim() })).id;
}

export async function updateBlog(id: string, title: string, description: string): Promise<void> {
  await updateDoc(doc(blogs, id), {
    title: title.trim(),
    description: description.trim(),
    updatedAt: serverTimestamp(),
  });
}

/** Deletes a blog; a function then removes its likes. */
export async function deleteBlog(id: string): Promise<void> {
  await deleteDoc(doc(blogs, id));
}

export const likeBlog = callable<LikeBlogInput, LikeBlogResult>('likeBlog');
export const unlikeBlog = callable<LikeBlogInput, LikeBlogResult>('unlikeBlog');
