// The blogs' plain types, shared by the page (blogs-api.ts) and the data
// worker (blogs-queries.ts) without the page loading the worker's code.
import type { BlogAuthor } from '@shared/blogs';

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
