import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearAuth, clearFirestore } from '../helpers/env';
import { HOSTING_BASE, expectError, legacy, signUpFarmer, signUpUser, type LegacyAccount } from '../helpers/legacy-api';
import { closeAdmin, readDoc } from '../helpers/orders';
import { likeDocIds } from '../functions/blog-helpers';

// The /blogs routes: public reading, farmers write their own, likes bound to
// the token's account through the likeBlog logic.
let farmer: LegacyAccount;
let other: LegacyAccount;
let buyer: LegacyAccount;
let blogId: string;

type Blog = Record<string, unknown> & { _id: string; likes: number; likedBy: unknown[] };

describe('legacy API: blogs', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, other, buyer] = await Promise.all([
      signUpFarmer('ramesh@example.com'),
      signUpFarmer('other@example.com'),
      signUpUser('anita@example.com'),
    ]);
  });
  afterAll(closeAdmin);

  it('POST /blogs creates the blog as the app does: author names from the public profile, 0 likes', async () => {
    const res = await legacy<Blog>('POST', '/blogs', {
      token: farmer.token,
      body: { title: ' Drip irrigation ', description: 'Saves water.', author: farmer.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    blogId = res.body._id;
    expect(res.body).toMatchObject({
      title: 'Drip irrigation',
      description: 'Saves water.',
      likes: 0,
      likedBy: [],
      author: { _id: farmer.id, firstName: 'Ramesh', lastName: 'Patil' },
    });
    // Through createBlog's own path: a server-assigned id, and no client-writable counter on the blog.
    expect(blogId).toMatch(/^[A-Za-z0-9]{20}$/);
    const stored = await readDoc(`blogs/${blogId}`);
    expect(stored).toMatchObject({ authorId: farmer.id });
    expect(stored?.likes).toBeUndefined();
  });

  it('refuses blog writes without a token, by a buyer, for another author, or with bad text', async () => {
    const body = { title: 'T', description: 'D', author: farmer.id };
    expectError(await legacy('POST', '/blogs', { body }), 401);
    expectError(await legacy('POST', '/blogs', { body, token: buyer.token }), 403, 'Only farmers can write blogs');
    expectError(await legacy('POST', '/blogs', { body, token: other.token }), 403, 'author is not yours');
    expectError(
      await legacy('POST', '/blogs', { body: { ...body, title: '  ' }, token: farmer.token }),
      400,
      'Title is required',
    );
    expectError(
      await legacy('POST', '/blogs', { body: { title: 'T' }, token: farmer.token }),
      400,
      'Description is required',
    );
    expectError(
      await legacy('POST', '/blogs', { body: { ...body, title: 'x'.repeat(151) }, token: farmer.token }),
      400,
      /at most 150/,
    );
    expectError(await legacy('PUT', `/blogs/${blogId}`, { body, token: other.token }), 403, 'This is not your blog');
    expectError(await legacy('DELETE', `/blogs/${blogId}`, { token: other.token }), 403);
    expectError(await legacy('DELETE', `/blogs/${blogId}`), 401);
    expect(await readDoc(`blogs/${blogId}`)).toMatchObject({ title: 'Drip irrigation' });
  });

  it('GET /blogs, /blogs/{id} and /blogs/farmer/{farmerId} are public', async () => {
    const list = await legacy<Blog[]>('GET', '/blogs', { base: HOSTING_BASE });
    expect(list.status).toBe(200);
    expect(list.body.map((b) => b._id)).toEqual([blogId]);
    const one = await legacy<Blog>('GET', `/blogs/${blogId}`);
    expect(one.body).toMatchObject({ _id: blogId, title: 'Drip irrigation' });
    const mine = await legacy<Blog[]>('GET', `/blogs/farmer/${farmer.id}`);
    expect(mine.body.map((b) => b._id)).toEqual([blogId]);
    expect((await legacy<Blog[]>('GET', `/blogs/farmer/${other.id}`)).body).toEqual([]);
    const posts = await legacy<{ Blog: Blog[] }>('GET', `/currentFarmerDataPosts?FarmerID=${farmer.id}`);
    expect(posts.body.Blog.map((b) => b._id)).toEqual([blogId]);
    expectError(await legacy('GET', `/currentFarmerDataPosts?FarmerID=${buyer.id}`), 300);
    expectError(await legacy('GET', '/blogs/nope'), 404, 'Blog not found');
  });

  it("POST /blogs/{id}/like likes as the token's account only, once", async () => {
    const path = `/blogs/${blogId}/like`;
    expectError(await legacy('POST', path, { body: { userId: buyer.id, userType: 'User' } }), 401);
    // Naming someone else is refused, not obeyed.
    expectError(await legacy('POST', path, { token: other.token, body: { userId: buyer.id, userType: 'User' } }), 403);
    expectError(
      await legacy('POST', path, { token: buyer.token, body: { userId: buyer.id, userType: 'Farmer' } }),
      403,
    );
    expectError(await legacy('POST', path, { token: buyer.token, body: { userType: 'Boss' } }), 400);

    const liked = await legacy<Blog>('POST', path, {
      token: buyer.token,
      body: { userId: buyer.id, userType: 'User' },
    });
    expect(liked.status, JSON.stringify(liked.body)).toBe(200);
    expect(liked.body).toMatchObject({ likes: 1, likedBy: [{ userId: buyer.id, userType: 'User' }] });
    expectError(
      await legacy('POST', path, { token: buyer.token, body: { userId: buyer.id, userType: 'User' } }),
      400,
      'You already liked this blog',
    );
    expect(await likeDocIds(blogId)).toEqual([buyer.id]);

    // The liker sees their own like; others and visitors see only the count.
    expect((await legacy<Blog>('GET', `/blogs/${blogId}`, { token: buyer.token })).body.likedBy).toHaveLength(1);
    expect((await legacy<Blog>('GET', `/blogs/${blogId}`, { token: other.token })).body).toMatchObject({
      likes: 1,
      likedBy: [],
    });
    expectError(await legacy('POST', '/blogs/nope/like', { token: buyer.token, body: {} }), 404);
  });

  it('PUT then DELETE /blogs/{id} by its author', async () => {
    const put = await legacy<Blog>('PUT', `/blogs/${blogId}`, {
      token: farmer.token,
      body: { title: 'Drip irrigation, part 1', description: 'Saves water and work.' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ title: 'Drip irrigation, part 1', likes: 1 });
    expectError(
      await legacy('PUT', `/blogs/${blogId}`, { token: farmer.token, body: { title: '', description: 'x' } }),
      400,
    );
    expect((await legacy('DELETE', `/blogs/${blogId}`, { token: farmer.token })).status).toBe(200);
    expect(await readDoc(`blogs/${blogId}`)).toBeUndefined();
    expectError(await legacy('GET', `/blogs/${blogId}`), 404);
  });
});
