import type { DocumentData } from 'firebase-admin/firestore';
import { storedExcerpt } from '../shared/blogs';
import { searchTokensFor } from '../shared/search-tokens';

/**
 * What lists read of a blog (blogCards/{id}): everything but the full text,
 * which only the detail page reads. `likes` is not here: rollUpLikes
 * rolls it up from the like shards. Search finds a blog by its title's words
 * and its author's names.
 */
export function blogCardOf(blog: DocumentData): DocumentData {
  const author = (blog.author ?? {}) as DocumentData;
  const firstName = String(author.firstName ?? '');
  const lastName = String(author.lastName ?? '');
  const title = String(blog.title ?? '');
  return {
    authorId: String(blog.authorId ?? ''),
    author: { firstName, lastName, profilePicture: String(author.profilePicture ?? '') },
    title,
    excerpt: storedExcerpt(String(blog.description ?? '')),
    searchTokens: searchTokensFor(`${title} ${firstName} ${lastName}`),
    createdAt: blog.createdAt ?? null,
    updatedAt: blog.updatedAt ?? null,
  };
}
