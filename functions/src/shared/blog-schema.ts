import { z } from 'zod';
import { BLOG_MESSAGES } from './blogs';

/** The callables' input: only the blog id; the liker is always the caller's auth uid. */
export const likeBlogSchema = z
  .object({
    blogId: z
      .string()
      .min(1, BLOG_MESSAGES.badId)
      .max(128, BLOG_MESSAGES.badId)
      .regex(/^[^/]+$/, BLOG_MESSAGES.badId)
      .refine((v) => v !== '.' && v !== '..' && !/^__.*__$/.test(v), BLOG_MESSAGES.badId),
  })
  .strict();
export type LikeBlogInput = z.input<typeof likeBlogSchema>;
export interface LikeBlogResult {
  likes: number;
  liked: boolean;
}

/** createBlog's input: the text only; the author is always the caller. */
export const createBlogSchema = z
  .object({
    title: z.string(),
    description: z.string(),
  })
  .strict();
export type CreateBlogInput = z.input<typeof createBlogSchema>;
export interface CreateBlogResult {
  id: string;
}
