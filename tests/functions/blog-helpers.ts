import { doc, getDoc, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { expect } from 'vitest';
import type { Client } from '../helpers/client';
import { FIRESTORE_REST, PROJECT_ID } from '../helpers/env';

export function uidOf(c: Client): string {
  return c.auth.currentUser!.uid;
}

/**
 * A blog document as the web app used to create it directly (the author names
 * from the writer's public profile, likes: 0): what a client may now only try.
 */
export async function blogDoc(c: Client, title: string, description: string): Promise<DocumentData> {
  const uid = uidOf(c);
  const p = (await getDoc(doc(c.db, 'publicProfiles', uid)).catch(() => null))?.data() ?? {};
  return {
    authorId: uid,
    author: { firstName: p.firstName ?? '', lastName: p.lastName ?? '', profilePicture: p.profilePicture ?? '' },
    title,
    description,
    likes: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/** Creates a blog as the app does, through the createBlog function (the server picks the id). */
export async function createBlogAs(c: Client, title: string, description: string): Promise<string> {
  return (await c.call<{ id: string }>('createBlog', { title, description })).id;
}

/** A blog's like count as lists show it: its card's rolled-up `likes`. */
export async function cardLikes(c: Client, blogId: string): Promise<number> {
  return ((await getDoc(doc(c.db, 'blogCards', blogId))).get('likes') as number | undefined) ?? 0;
}

/** Fails unless the write or read is refused by the rules. */
export async function expectDenied(op: Promise<unknown>, what: string): Promise<void> {
  const err = await op.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, `${what} should be refused`).toMatchObject({ code: 'permission-denied' });
}

/**
 * The ids of a blog's like documents, read past the rules (the emulator's
 * "owner" token), since no person may list them.
 */
export async function likeDocIds(blogId: string): Promise<string[]> {
  const url = `${FIRESTORE_REST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/blogs/${blogId}/likes?pageSize=300`;
  const res = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (!res.ok) throw new Error(`listing likes failed: ${res.status}`);
  const body = (await res.json()) as { documents?: Array<{ name: string }> };
  return (body.documents ?? []).map((d) => d.name.split('/').pop()!);
}

/** Polls `check` (for work a trigger does after the write returns) until true, or fails after `ms`. */
export async function waitFor(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for: ${what}`);
}
