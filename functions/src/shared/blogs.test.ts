import { describe, expect, it } from 'vitest';
import { authorName, blogExcerpt, blogTextProblem, storedExcerpt } from './blogs';
import { likeBlogSchema } from './blog-schema';

describe('blog helpers (spec sections 2, 5 and 9)', () => {
  it('cuts the excerpt at 100 characters and adds ...', () => {
    expect(blogExcerpt('a'.repeat(150))).toBe(`${'a'.repeat(100)}...`);
    expect(blogExcerpt('short')).toBe('short...');
    // Counted in characters, so an emoji or Hindi text is never cut in half.
    expect(blogExcerpt('🌾'.repeat(101))).toBe(`${'🌾'.repeat(100)}...`);
  });

  it('stores the first 200 characters of the text on the card', () => {
    expect(storedExcerpt('b'.repeat(250))).toBe('b'.repeat(200));
    expect(storedExcerpt('short')).toBe('short');
    expect(storedExcerpt('खेत'.repeat(100))).toHaveLength('खेत'.repeat(100).length * (200 / 300));
  });

  it('names the author or reports none', () => {
    expect(authorName({ firstName: 'Ramesh', lastName: 'Patil' })).toBe('Ramesh Patil');
    expect(authorName({ firstName: '', lastName: '' })).toBeNull();
    expect(authorName(undefined)).toBeNull();
  });

  it('requires a title and a description within their bounds', () => {
    expect(blogTextProblem(' ', 'x')).toBe('titleRequired');
    expect(blogTextProblem('x', '\n ')).toBe('descriptionRequired');
    expect(blogTextProblem('x'.repeat(150), 'x')).toBeNull();
    expect(blogTextProblem('x'.repeat(151), 'x')).toBe('titleTooLong');
    expect(blogTextProblem('x', 'y'.repeat(20_001))).toBe('descriptionTooLong');
  });

  it('takes only a plain blog id in the like callables', () => {
    expect(likeBlogSchema.safeParse({ blogId: 'abc123' }).success).toBe(true);
    expect(likeBlogSchema.safeParse({ blogId: 'a/likes/b' }).success).toBe(false);
    expect(likeBlogSchema.safeParse({ blogId: '' }).success).toBe(false);
    expect(likeBlogSchema.safeParse({ blogId: '__id__' }).success).toBe(false);
    expect(likeBlogSchema.safeParse({ blogId: 'abc', userId: 'someone-else' }).success).toBe(false);
  });
});
