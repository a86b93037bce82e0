// The blogs' queries and writes, run in the data worker (web/src/data-worker.ts);
// the page opens them through blogs-api.ts and gets plain Blogs and cards.
import { BLOG_LIMITS, type BlogAuthor } from '@shared/blogs';
import { toMillis } from '@shared/timestamps';
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
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { live } from '@/shared/firebase/data-protocol';
import { openLivePages, type PagesState } from '@/shared/firebase/live-pages';
import type { Blog, BlogCardData, BlogFeedSpec } from './blog';

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

/** A write as a query: answers `true` once the server has it (as the awaited SDK call did), or fails. */
const write = <P>(run: (db: Firestore, params: P) => Promise<void>) =>
  live<P, true>((db, params, emit, fail) => {
    run(db, params).then(() => emit(true), fail);
    return () => undefined;
  });

export const blogsQueries = {
  /**
   * Blog cards, newest first, as live pages of BLOG_LIMITS.pageSize: a page costs
   * the same reads however many blogs there are, and never the full texts.
   * Search is one token looked up in the cards' server-written searchTokens.
   * Control 'loadMore' opens the next page.
   */
  'blogs.feed': live<BlogFeedSpec, PagesState<BlogCardData>>((db, spec, emit, fail) => {
    const filters: QueryConstraint[] = [];
    if (spec.authorId !== null) filters.push(where('authorId', '==', spec.authorId));
    if (spec.token !== null) filters.push(where('searchTokens', 'array-contains', spec.token));
    const base = query(collection(db, 'blogCards'), ...filters, orderBy('createdAt', 'desc'));
    const pages = openLivePages(base, BLOG_LIMITS.pageSize, toCard, emit, fail);
    return {
      close: () => pages.close(),
      control: (message) => {
        if (message === 'loadMore') pages.loadMore();
      },
    };
  }),

  /** One blog with its like count, live; `null` when no blog has that id. */
  'blogs.blog': live<{ id: string }, Blog | null>((db, { id }, emit, fail) => {
    let blog: DocumentSnapshot | null = null;
    let likes: number | null = null;
    // Waits for both listeners, so the first answer already has the right count.
    const send = () => {
      if (blog === null || likes === null) return;
      emit(blog.exists() ? toBlog(blog, likes) : null);
    };
    const stopBlog = onSnapshot(
      doc(db, 'blogs', id),
      (snap) => {
        blog = snap;
        send();
      },
      fail,
    );
    const stopCard = onSnapshot(
      doc(db, 'blogCards', id),
      (snap) => {
        likes = likesOf(snap.data());
        send();
      },
      fail,
    );
    return () => {
      stopBlog();
      stopCard();
    };
  }),

  /** Whether `uid` has liked the blog, live (each person may read only their own like). */
  'blogs.myLike': live<{ blogId: string; uid: string }, boolean>((db, { blogId, uid }, emit, fail) =>
    onSnapshot(doc(db, 'blogs', blogId, 'likes', uid), (snap) => emit(snap.exists()), fail),
  ),

  /** One blog read once (the editor: a live copy would overwrite what is being typed); likes not read. */
  'blogs.get': live<{ id: string }, Blog | null>((db, { id }, emit, fail) => {
    getDoc(doc(db, 'blogs', id)).then((snap) => emit(snap.exists() ? toBlog(snap, 0) : null), fail);
    return () => undefined;
  }),

  'blogs.update': write<{ id: string; title: string; description: string }>((db, { id, title, description }) =>
    updateDoc(doc(db, 'blogs', id), { title, description, updatedAt: serverTimestamp() }),
  ),

  /** Deletes a blog; a function then removes its likes. */
  'blogs.delete': write<{ id: string }>((db, { id }) => deleteDoc(doc(db, 'blogs', id))),
};
