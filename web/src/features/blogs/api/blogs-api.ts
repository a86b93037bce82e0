import type { LikeBlogInput, LikeBlogResult } from '@shared/blog-schema';
import type { BlogAuthor } from '@shared/blogs';
import {
  addDoc,
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
  type DocumentSnapshot,
} from 'firebase/firestore';
import { auth } from '@/shared/firebase/app';
import { db } from '@/shared/firebase/firestore';
import { callable } from '@/shared/firebase/functions';
import { toMillis } from '@/shared/firebase/timestamps';

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

type OnError = (error: Error) => void;

const blogs = collection(db, 'blogs');

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function toBlog(snap: DocumentSnapshot): Blog {
  // A just-written blog carries pending server timestamps; estimate them so it
  // sorts first at once instead of jumping when the server answers.
  const d = snap.data({ serverTimestamps: 'estimate' }) ?? {};
  const a = d.author as Partial<BlogAuthor> | undefined;
  return {
    id: snap.id,
    authorId: str(d.authorId),
    author: a
      ? { firstName: str(a.firstName), lastName: str(a.lastName), profilePicture: str(a.profilePicture) }
      : null,
    title: str(d.title),
    description: str(d.description),
    likes: typeof d.likes === 'number' ? d.likes : 0,
    createdAt: toMillis(d.createdAt),
    updatedAt: toMillis(d.updatedAt),
  };
}

/**
 * Every blog, newest first, live. Search happens in the browser on this list
 * (Firestore has no substring search); fine while blogs number in the hundreds.
 */
export function subscribeBlogs(onData: (blogs: Blog[]) => void, onError: OnError): () => void {
  return onSnapshot(query(blogs, orderBy('createdAt', 'desc')), (snap) => onData(snap.docs.map(toBlog)), onError);
}

/** One blog, live; `null` when no blog has that id. */
export function subscribeBlog(id: string, onData: (blog: Blog | null) => void, onError: OnError): () => void {
  return onSnapshot(doc(blogs, id), (snap) => onData(snap.exists() ? toBlog(snap) : null), onError);
}

/** The author's own blogs, newest first, live (sorted here: no composite index needed). */
export function subscribeMyBlogs(uid: string, onData: (blogs: Blog[]) => void, onError: OnError): () => void {
  return onSnapshot(
    query(blogs, where('authorId', '==', uid)),
    (snap) => onData(snap.docs.map(toBlog).sort((x, y) => y.createdAt - x.createdAt)),
    onError,
  );
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
  return snap.exists() ? toBlog(snap) : null;
}

function signedInUid(): string {
  const uid = auth.currentUser?.uid;
  if (!uid) throw Object.assign(new Error('Please log in first'), { code: 'permission-denied' });
  return uid;
}

/**
 * Creates a blog by the signed-in farmer. The author names are copied from
 * their public profile, which the rules compare against, so nobody can post
 * under another name. Resolves with the new blog's id.
 */
export async function createBlog(title: string, description: string): Promise<string> {
  const uid = signedInUid();
  const profile = await getDoc(doc(db, 'publicProfiles', uid));
  const p = profile.data() ?? {};
  const ref = await addDoc(blogs, {
    authorId: uid,
    author: { firstName: str(p.firstName), lastName: str(p.lastName), profilePicture: str(p.profilePicture) },
    title: title.trim(),
    description: description.trim(),
    likes: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
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
