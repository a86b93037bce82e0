import { describe, expect, it } from 'vitest';
import { BLOG_LIMITS, authorName, blogExcerpt, blogTextProblem, matchesBlogSearch, pageCount, pageOf } from './blogs';
import { likeBlogSchema } from './blog-schema';

const blog = (title: string, firstName = 'Ramesh', lastName = 'Patil') => ({
  title,
  author: { firstName, lastName, profilePicture: '' },
});

describe('blog helpers (spec sections 2, 5 and 9)', () => {
  it('cuts the excerpt at 100 characters and adds ...', () => {
    expect(blogExcerpt('a'.repeat(150))).toBe(`${'a'.repeat(100)}...`);
    expect(blogExcerpt('short')).toBe('short...');
    // Counted in characters, so an emoji or Hindi text is never cut in half.
    expect(blogExcerpt('🌾'.repeat(101))).toBe(`${'🌾'.repeat(100)}...`);
  });

  it('searches title or "first last", ignoring case; the manager by title only', () => {
    expect(matchesBlogSearch(blog('Drip irrigation'), 'IRRIG')).toBe(true);
    expect(matchesBlogSearch(blog('Drip irrigation'), 'ramesh pat')).toBe(true);
    expect(matchesBlogSearch(blog('Drip irrigation'), 'sh pa')).toBe(true);
    expect(matchesBlogSearch(blog('Drip irrigation'), 'patil ramesh')).toBe(false);
    expect(matchesBlogSearch(blog('Drip irrigation'), 'ramesh', false)).toBe(false);
    expect(matchesBlogSearch(blog('Drip irrigation'), '   ')).toBe(true);
    expect(matchesBlogSearch({ title: 'No author' }, 'unknown')).toBe(false);
  });

  it('names the author or reports none', () => {
    expect(authorName({ firstName: 'Ramesh', lastName: 'Patil' })).toBe('Ramesh Patil');
    expect(authorName({ firstName: '', lastName: '' })).toBeNull();
    expect(authorName(undefined)).toBeNull();
  });

  it('pages by 10 and clamps the page into range', () => {
    const items = Array.from({ length: 23 }, (_, i) => i);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(23)).toBe(3);
    expect(pageOf(items, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageOf(items, 3)).toEqual([20, 21, 22]);
    expect(pageOf(items, 9)).toEqual([20, 21, 22]);
    expect(pageOf(items, 0)).toHaveLength(10);
  });

  it('requires a title and a description within their bounds', () => {
    expect(blogTextProblem(' ', 'x')).toBe('titleRequired');
    expect(blogTextProblem('x', '\n ')).toBe('descriptionRequired');
    expect(blogTextProblem('x'.repeat(BLOG_LIMITS.titleMax), 'x')).toBeNull();
    expect(blogTextProblem('x'.repeat(BLOG_LIMITS.titleMax + 1), 'x')).toBe('titleTooLong');
    expect(blogTextProblem('x', 'y'.repeat(BLOG_LIMITS.descriptionMax + 1))).toBe('descriptionTooLong');
  });

  it('takes only a plain blog id in the like callables', () => {
    expect(likeBlogSchema.safeParse({ blogId: 'abc123' }).success).toBe(true);
    expect(likeBlogSchema.safeParse({ blogId: 'a/likes/b' }).success).toBe(false);
    expect(likeBlogSchema.safeParse({ blogId: '' }).success).toBe(false);
    expect(likeBlogSchema.safeParse({ blogId: '__id__' }).success).toBe(false);
    expect(likeBlogSchema.safeParse({ blogId: 'abc', userId: 'someone-else' }).success).toBe(false);
  });
});
