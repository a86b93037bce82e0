// Blog limits and pure helpers shared by the web app and the like functions.
// The same bounds are enforced by firestore.rules (isValidBlogText). No zod
// here, so the web app's first download can import the messages cheaply.

export const BLOG_LIMITS = {
  titleMax: 150,
  descriptionMax: 20_000,
  pageSize: 10,
  excerptLength: 100,
  searchDebounceMs: 300,
} as const;

export const BLOG_MESSAGES = {
  logInToLike: 'Please log in to like blogs',
  alreadyLiked: 'You already liked this blog',
  notLiked: 'You have not liked this blog',
  notFound: 'Blog not found',
  badId: 'Blog not found',
} as const;

export interface BlogAuthor {
  firstName: string;
  lastName: string;
  profilePicture: string;
}

/** What a title/description check can complain about; the web app maps each to its text. */
export type BlogTextProblem = 'titleRequired' | 'titleTooLong' | 'descriptionRequired' | 'descriptionTooLong';

/** Counts characters as Firestore rules do (`string.size()` counts code points). */
export function charCount(s: string): number {
  return Array.from(s).length;
}

export function blogTextProblem(title: string, description: string): BlogTextProblem | null {
  const t = title.trim();
  const d = description.trim();
  if (t === '') return 'titleRequired';
  if (charCount(t) > BLOG_LIMITS.titleMax) return 'titleTooLong';
  if (d === '') return 'descriptionRequired';
  if (charCount(d) > BLOG_LIMITS.descriptionMax) return 'descriptionTooLong';
  return null;
}

/** The card excerpt: the first 100 characters followed by '...', as the spec shows it. */
export function blogExcerpt(description: string): string {
  return `${Array.from(description).slice(0, BLOG_LIMITS.excerptLength).join('')}...`;
}

/** 'first last', or null when the author has no name (shown as 'Unknown Author'). */
export function authorName(author: Partial<BlogAuthor> | null | undefined): string | null {
  const name = `${author?.firstName ?? ''} ${author?.lastName ?? ''}`.trim();
  return name === '' ? null : name;
}

/** The public list's search: case-insensitive substring of the title or 'first last'. */
export function matchesBlogSearch(
  blog: { title: string; author?: Partial<BlogAuthor> | null },
  query: string,
  byAuthor = true,
): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return true;
  if (blog.title.toLocaleLowerCase().includes(q)) return true;
  if (!byAuthor) return false;
  const author = `${blog.author?.firstName ?? ''} ${blog.author?.lastName ?? ''}`.toLocaleLowerCase();
  return author.includes(q);
}

export function pageCount(total: number, size: number = BLOG_LIMITS.pageSize): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of 1-based `page`, clamped into range so a shrinking list never shows an empty page. */
export function pageOf<T>(items: readonly T[], page: number, size: number = BLOG_LIMITS.pageSize): T[] {
  const p = Math.min(Math.max(1, Math.floor(page)), pageCount(items.length, size));
  return items.slice((p - 1) * size, p * size);
}
