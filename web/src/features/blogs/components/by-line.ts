import '../strings';
import { authorName, type BlogAuthor } from '@shared/blogs';
import type { TFunction } from 'i18next';

/** 'By {first} {last}', or 'By Unknown Author' for a blog whose author has no name. */
export function byLine(t: TFunction, blog: { author: BlogAuthor | null }): string {
  const name = authorName(blog.author);
  return name ? t('blogs.by', { name }) : t('blogs.unknownAuthor');
}
