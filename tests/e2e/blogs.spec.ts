import { doc, getDoc } from 'firebase/firestore';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInThroughUi, newPage } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';
import { createBlogAs } from '../functions/blog-helpers';
import { openSignedIn } from '../helpers/session';

// Blogs in Chromium at phone width, against the emulators: writing, finding,
// reading, liking live across two browsers, managing, and text that looks
// like HTML staying text.

const suite = browserSuite();
const track = suite.track;

async function account(role: 'farmer' | 'user', email: string, names?: [string, string]) {
  const base =
    role === 'farmer'
      ? {
          firstName: 'Ramesh',
          lastName: 'Patil',
          farmName: 'Patil Farms',
          farmLocation: { pincode: '413512', state: 'Maharashtra', district: 'Latur' },
        }
      : {
          firstName: 'Anita',
          lastName: 'Sharma',
          phoneNumber: '9876543210',
          addresses: [{ pincode: '110001', state: 'Delhi', district: 'New Delhi' }],
        };
  const profile = names ? { ...base, firstName: names[0], lastName: names[1] } : base;
  const c = await signUpAs(role, email, profile);
  return track(c);
}

// Callables and live updates can take a few seconds on a busy 2-core machine.
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000, interval: 100 });
const likeButton = (page: Page) => page.getByTestId('like-button');
const count = (page: Page, text: string) => page.getByText(text, { exact: true }).count();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const XSS_TITLE = '<img src=x onerror="window.__xss=1">Drip irrigation tips';
const XSS_BODY = 'Water at dawn.\n\n<script>window.__xss=2</script><b>not bold</b>\nSecond line.';

describe('blogs in the browser', () => {
  it('a farmer writes a blog; a buyer finds it by author, reads and likes it; the farmer sees the count live', async () => {
    await account('farmer', 'ramesh@example.com');
    await account('user', 'anita@example.com');

    // The farmer, just logged in, reaches /create without any reload.
    const farmer = await newPage(suite.browser);
    const fp = farmer.page;
    await logInThroughUi(fp, 'farmer', 'ramesh@example.com');
    await fp.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await fp.getByRole('button', { name: 'Profile' }).click();
    await fp.getByRole('link', { name: 'My Blogs' }).click();
    await fp.waitForURL('**/manage-blogs');
    await poll(() => count(fp, 'You have not written any blogs yet.')).toBe(1);
    await fp.getByRole('link', { name: 'Create Blog' }).click();
    await fp.waitForURL('**/create');
    const form = fp.getByRole('form', { name: 'Create Blog' });
    await form.getByRole('button', { name: 'Create Blog' }).click();
    await poll(() => count(fp, 'Please enter a title')).toBe(1);
    await form.getByLabel('Title').fill('x'.repeat(151));
    await poll(() => count(fp, 'Title can be at most 150 characters')).toBe(1);
    await form.getByLabel('Title').fill(XSS_TITLE);
    await form.getByRole('button', { name: 'Create Blog' }).click();
    await poll(() => count(fp, 'Please write the blog text')).toBe(1);
    await form.getByLabel('Description').fill(XSS_BODY);
    await form.getByRole('button', { name: 'Create Blog' }).click();
    await fp.waitForURL(/\/blogs\/[A-Za-z0-9]{20}$/);
    const blogPath = new URL(fp.url()).pathname;
    await poll(() => fp.getByRole('heading', { level: 1 }).textContent()).toBe(XSS_TITLE);
    await poll(() => likeButton(fp).getAttribute('aria-label')).toBe('Like (0)');

    // The buyer searches by the author's name and opens the card.
    const buyer = await newPage(suite.browser);
    const bp = buyer.page;
    await openSignedIn(bp, 'anita@example.com', '/blogsList');
    await bp.getByRole('heading', { name: 'Blogs' }).waitFor();
    // The role has loaded (a buyer's header links to their order updates) before 'Create Blog' is looked for.
    await bp.getByRole('link', { name: /^Order updates: \d+$/ }).waitFor();
    expect(await bp.getByRole('link', { name: 'Create Blog' }).count()).toBe(0);
    const search = bp.getByLabel('Search by title or author');
    await search.fill('nobody at all');
    await poll(() => count(bp, 'No blogs match your search.')).toBe(1);
    await search.fill('RAMESH pat');
    const card = bp.getByRole('link', { name: /By Ramesh Patil/ });
    await poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain('Water at dawn.');
    expect(await card.textContent()).toContain('0 likes');
    // The card opens the blog in the app, not with a new page load (the mark on this page stays).
    await bp.evaluate(() => Object.assign(window, { khSamePage: true }));
    await card.click();
    await bp.waitForURL(`**${blogPath}`);
    expect(await bp.evaluate(() => (window as { khSamePage?: boolean }).khSamePage)).toBe(true);

    // Markup typed by the author is shown as text, never run.
    const body = bp.getByTestId('blog-body');
    await poll(() => body.textContent()).toBe(XSS_BODY);
    expect(await bp.getByRole('heading', { level: 1 }).textContent()).toBe(XSS_TITLE);
    expect(await body.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    expect(await bp.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await bp.locator('main img[src="x"], main script, main b').count()).toBe(0);
    expect(await bp.getByText(/^By Ramesh Patil$/).count()).toBe(1);
    expect(await bp.getByText(/^Posted on \d{2}\/\d{2}\/\d{4}$/).count()).toBe(1);
    expect(await noSideScroll(bp)).toBe(true);

    // Like: the button is disabled once liked, and the farmer's page follows without reload.
    await likeButton(bp).click();
    await poll(() => likeButton(bp).getAttribute('aria-label')).toBe('Liked (1)');
    expect(await likeButton(bp).isDisabled()).toBe(true);
    await poll(() => likeButton(fp).getAttribute('aria-label')).toBe('Like (1)');
    expect(await fp.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Unlike (beyond the spec) and like again.
    await bp.getByRole('button', { name: 'Unlike' }).click();
    await poll(() => likeButton(fp).getAttribute('aria-label')).toBe('Like (0)');
    await poll(() => likeButton(bp).isDisabled()).toBe(false);
    await likeButton(bp).click();
    await poll(() => likeButton(fp).getAttribute('aria-label')).toBe('Like (1)');

    await Promise.all([farmer.context.close(), buyer.context.close()]);
  });

  it('lists 10 at a time with Load more, token search, skeletons, visitors, unknown ids, editing and a live delete', async () => {
    const author = await account('farmer', 'ramesh@example.com');
    await account('farmer', 'sunita@example.com', ['Sunita', 'Jadhav']);
    const ids: string[] = [];
    for (let i = 1; i <= 12; i++) {
      const n = String(i).padStart(2, '0');
      ids.push(await createBlogAs(author, `Blog ${n}`, `${'Long text. '.repeat(12)}End ${n}`));
    }
    // Lists read the cards onBlogWritten writes after each create: wait until all 12 exist.
    await expect
      .poll(
        async () => {
          const cards = await Promise.all(ids.map((id) => getDoc(doc(author.db, 'blogCards', id))));
          return cards.filter((c) => c.exists()).length;
        },
        { timeout: 30_000 },
      )
      .toBe(12);

    // A visitor: skeletons while the list loads, then the newest 10.
    const visitor = await newPage(suite.browser);
    const vp = visitor.page;
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await vp.route('**/google.firestore.v1.Firestore/Listen/**', async (route) => {
      await held;
      await route.continue();
    });
    await vp.goto('/blogsList');
    const loading = vp.getByRole('status', { name: 'Loading...' });
    await loading.waitFor();
    expect(await loading.locator(':scope > *').count()).toBe(10);
    release();
    await vp.unrouteAll({ behavior: 'wait' });
    const grid = vp.getByTestId('blog-grid');
    await poll(() => grid.getByRole('article').count()).toBe(10);
    // The session has loaded as a visitor's (the header's signed-out links are in) before 'Create Blog' is looked for.
    await vp.locator('header a[href="/login"]').waitFor({ state: 'attached' });
    expect(await vp.getByRole('link', { name: 'Create Blog' }).count()).toBe(0);
    const first = await grid.getByRole('article').first().textContent();
    expect(first).toContain('Blog 12');
    expect(first).toContain(`${'Long text. '.repeat(12)}`.slice(0, 100) + '...');
    expect(await noSideScroll(vp)).toBe(true);

    // The next 10 come from the server on demand (cursor pages), newest first.
    await vp.getByRole('button', { name: 'Load more' }).click();
    await poll(() => grid.getByRole('article').count()).toBe(12);
    expect(await grid.getByRole('article').last().textContent()).toContain('Blog 01');
    expect(await vp.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    // Search looks up a word (or a word's beginning) of the title or author; a new search starts again.
    const search = vp.getByLabel('Search by title or author');
    await search.fill('12');
    await poll(() => grid.getByRole('article').count()).toBe(1);
    expect(await grid.textContent()).toContain('Blog 12');
    await search.fill('rame');
    await poll(() => grid.getByRole('article').count()).toBe(10);
    expect(await vp.getByRole('button', { name: 'Load more' }).count()).toBe(1);
    // One letter cannot be looked up: the field says so, and the text stays as typed.
    await search.fill('b');
    await poll(() => count(vp, 'Type at least 2 letters to search')).toBe(1);
    expect(await search.inputValue()).toBe('b');
    await search.fill('');

    // Visitors are asked to log in to like; an unknown id says so instead of loading forever.
    await vp.goto(`/blogs/${ids[0]}`);
    await likeButton(vp).click();
    await poll(() => count(vp, 'Please log in to like blogs')).toBe(1);
    await vp.goto('/blogs/no-such-blog');
    await poll(() => count(vp, 'Blog not found')).toBe(1);
    await vp.getByRole('link', { name: 'Go Back' }).click();
    await vp.waitForURL('**/blogsList');
    await poll(() => grid.getByRole('article').count()).toBe(10);

    // Another farmer cannot open the editor for Ramesh's blog.
    const other = await newPage(suite.browser);
    await openSignedIn(other.page, 'sunita@example.com', `/update/${ids[11]}`);
    await poll(() => count(other.page, 'You can edit only your own blogs.')).toBe(1);
    expect(await other.page.getByRole('button', { name: 'Update Blog' }).count()).toBe(0);

    // The author edits and deletes from the Blog Manager.
    const farmer = await newPage(suite.browser);
    const fp = farmer.page;
    await openSignedIn(fp, 'ramesh@example.com', '/manage-blogs');
    await fp.getByRole('heading', { name: 'Blog Manager' }).waitFor();
    const rows = fp.getByRole('list', { name: 'My Blogs' }).getByRole('listitem');
    await poll(() => rows.count()).toBe(10);
    await fp.getByRole('button', { name: 'Load more' }).click();
    await poll(() => rows.count()).toBe(12);
    await fp.getByLabel('Search by title').fill('12');
    await poll(() => rows.count()).toBe(1);
    await fp.getByRole('link', { name: 'Edit Blog 12' }).click();
    await fp.waitForURL(`**/update/${ids[11]}`);
    const editForm = fp.getByRole('form', { name: 'Update Blog' });
    const content = editForm.getByLabel('Content');
    await poll(() => content.inputValue()).toContain('End 12');
    expect(await content.getAttribute('rows')).toBe('10');
    await editForm.getByLabel('Title').fill('');
    await editForm.getByRole('button', { name: 'Update Blog' }).click();
    await poll(() => count(fp, 'Please enter a title')).toBe(1);
    await editForm.getByLabel('Title').fill('Blog 12 (edited)');
    await editForm.getByRole('button', { name: 'Update Blog' }).click();
    await fp.waitForURL('**/manage-blogs');
    await poll(() => fp.getByRole('link', { exact: true, name: 'Blog 12 (edited)' }).count()).toBe(1);

    await poll(() => vp.getByText('Blog 11', { exact: true }).count()).toBe(1);
    await fp.getByRole('button', { name: 'Delete Blog 11' }).click();
    const dialog = fp.getByRole('dialog', { name: 'Confirm Delete' });
    expect(await dialog.textContent()).toContain('Are you sure you want to delete this blog?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(await fp.getByRole('link', { exact: true, name: 'Blog 11' }).count()).toBe(1);
    await fp.getByRole('button', { name: 'Delete Blog 11' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await poll(() => fp.getByRole('link', { exact: true, name: 'Blog 11' }).count()).toBe(0);
    // The visitor's list (not reloaded) drops it and shows the edit.
    await poll(() => vp.getByText('Blog 11', { exact: true }).count()).toBe(0);
    await poll(() => vp.getByText('Blog 12 (edited)', { exact: true }).count()).toBe(1);

    await Promise.all([visitor.context.close(), other.context.close(), farmer.context.close()]);
  });
});
