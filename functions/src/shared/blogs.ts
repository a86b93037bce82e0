// Blog limits and pure helpers shared by the web app and the like functions.
// The same bounds are enforced by firestore.rules (isValidBlogText). No zod
// here, so the web app's first download can import the messages cheaply.

export const BLOG_LIMITS = {
  titleMax: 150,
  descriptionMax: 20_000,
  pageSize: 10,
  /** What a card shows: the first 100 characters and '...', as the spec does. */
  excerptLength: 100,
  /** What the server stores on the card (blogCards/{id}.excerpt), so lists never read the full text. */
  storedExcerptLength: 200,
  /**
   * Like counter shards per blog (blogs/{id}/likeShards/{0..n-1}): production
   * Firestore sustains about one write per second per document, so a blog
   * takes about this many likes per second before likes queue.
   */
  likeShards: 10,
  /** The card's rolled-up like count is rewritten at most once per this many ms. */
  likeRollupMs: 1000,
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

/** What the server keeps of the text on the blog's card: its first 200 characters. */
export function storedExcerpt(description: string): string {
  return Array.from(description).slice(0, BLOG_LIMITS.storedExcerptLength).join('');
}

/** 'first last', or null when the author has no name (shown as 'Unknown Author'). */
export function authorName(author: Partial<BlogAuthor> | null | undefined): string | null {
  const name = `${author?.firstName ?? ''} ${author?.lastName ?? ''}`.trim();
  return name === '' ? null : name;
}
