import { collection, getDocs, type Bytes } from 'firebase/firestore/lite';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillAddProductForm, newPage, serviceWorkerReady } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';
import { pngOf } from '../helpers/images';
import { addProductAs } from '../helpers/market';
import { withAdmin } from '../helpers/orders';
import { openSignedIn } from '../helpers/session';

// A farmer adds a phone photo (2,400 × 1,800, with its GPS location) to a
// product on a 360 px phone: the browser shrinks it to WebP (1,280 px and a
// 480 px thumbnail) without the location, the market's card shows the
// thumbnail, and deleting the photo takes its bytes away.
const suite = browserSuite();
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });

interface Stored {
  id: string;
  bytes: Uint8Array;
  type: string;
  width: number;
  height: number;
  variant: string;
}
const storedPhotos = () =>
  withAdmin(async (db) =>
    (await getDocs(collection(db, 'productPhotos'))).docs.map(
      (d) => ({ ...d.data(), id: d.id, bytes: (d.get('bytes') as Bytes).toUint8Array() }) as Stored,
    ),
  );
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
/** The EXIF GPS tag (0x8825) as its bytes appear in either byte order. */
const hasGpsBytes = (b: Uint8Array) =>
  b.some((x, i) => (x === 0x25 && b[i + 1] === 0x88) || (x === 0x88 && b[i + 1] === 0x25));

const productsOnServer = () =>
  withAdmin(async (db) =>
    (await getDocs(collection(db, 'products'))).docs.map((d) => ({
      title: d.get('title') as string,
      photos: (d.get('photos') ?? []) as Array<{ w: number; h: number }>,
    })),
  );

async function goOffline(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  await poll(() => page.evaluate(() => navigator.onLine)).toBe(!offline);
}

/** A farmer with one product, on a 360 px phone, editing it: its photos' group. */
async function editingProduct(title: string) {
  const farmer = suite.track(await signUpAs('farmer', 'ramesh@example.com'));
  await addProductAs(farmer, { title });
  const { context, page } = await newPage(suite.browser);
  await openSignedIn(page, 'ramesh@example.com', '/userProducts');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  return { context, page, photos: card.getByRole('group', { name: `Photos of ${title}` }) };
}

describe('product photos', () => {
  it('a farmer adds a phone photo: shrunk to WebP without its location, shown on the market card, deleted with its bytes', async () => {
    const { context, page, photos } = await editingProduct('Red Onion');
    expect(await photos.getByText('Photos (0 of 3)').count()).toBe(1);
    const camera = pngOf(2400, 1800, { gps: true });
    await photos
      .getByTestId('photo-input')
      .setInputFiles({ name: 'IMG_20261126.png', mimeType: 'image/png', buffer: camera });
    await poll(() => page.getByRole('status').filter({ hasText: 'Photo added' }).count()).toBe(1);
    await poll(() => photos.getByText('Photos (1 of 3)').count()).toBe(1);

    const stored = await storedPhotos();
    expect(stored.map((p) => [p.variant, p.type, p.width, p.height]).sort()).toEqual([
      ['full', 'image/webp', 1280, 960],
      ['thumb', 'image/webp', 480, 360],
    ]);
    for (const p of stored) {
      expect([ascii(p.bytes, 0, 4), ascii(p.bytes, 8, 12)]).toEqual(['RIFF', 'WEBP']);
      expect(ascii(p.bytes, 0, p.bytes.length).includes('EXIF')).toBe(false);
      expect(hasGpsBytes(p.bytes)).toBe(false);
      expect(p.bytes.length).toBeLessThan(200_000);
    }
    // The camera's file carried the tag, so the check above can fail.
    expect(hasGpsBytes(camera)).toBe(true);
    const thumb = stored.find((p) => p.variant === 'thumb')!;

    // A buyer's market card shows the thumbnail in its fixed box.
    const v = await newPage(suite.browser, undefined, { serviceWorker: true });
    await v.page.goto('/marketplace');
    const img = v.page.getByTestId('market-grid').getByRole('article').getByRole('img', { name: 'Red Onion' });
    // Which copy the browser drew (a phone's 88 px box takes the thumbnail), once drawn.
    const shown = () =>
      img.evaluate((el: HTMLImageElement) =>
        el.complete && el.naturalWidth > 0 ? new URL(el.currentSrc).pathname : '',
      );
    await poll(() => img.getAttribute('src')).toBe(`/photos/${thumb.id}`);
    await poll(shown).toBe(`/photos/${thumb.id}`);
    const served = await v.page.request.get(`/photos/${thumb.id}`);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Seen once through the service worker, the photo shows offline too.
    await serviceWorkerReady(v.page);
    await v.page.reload();
    await poll(shown).toBe(`/photos/${thumb.id}`);
    await v.context.setOffline(true);
    await v.page.reload();
    await poll(shown).toBe(`/photos/${thumb.id}`);
    await v.context.setOffline(false);

    await photos.getByRole('button', { name: 'Delete photo 1' }).click();
    await poll(() => page.getByRole('status').filter({ hasText: 'Photo deleted' }).count()).toBe(1);
    await poll(async () => (await storedPhotos()).length).toBe(0);
    expect((await v.page.request.get(`/photos/${thumb.id}`)).status()).toBe(404);
    await Promise.all([context.close(), v.context.close()]);
  });

  it('photos picked in the add form offline wait on the phone with the product, and are sent once when online', async () => {
    suite.track(await signUpAs('farmer', 'ramesh@example.com'));
    const { context, page } = await newPage(suite.browser, undefined, { serviceWorker: true });
    await openSignedIn(page, 'ramesh@example.com', '/userProducts');
    await page.getByText('You have not added any products yet.').waitFor();
    await serviceWorkerReady(page);
    const form = page.getByRole('form', { name: 'Add a product' });

    await goOffline(context, page, true);
    await fillAddProductForm(form, 'Red Tomatoes');
    const picked = form.getByRole('group', { name: /^Photos/ });
    const input = picked.getByTestId('photo-input');
    await input.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: pngOf(1600, 1200) });
    await poll(() => picked.getByText('Photos (1 of 3)').count()).toBe(1);
    await input.setInputFiles({ name: 'tall.png', mimeType: 'image/png', buffer: pngOf(1200, 1600) });
    await poll(() => picked.getByText('Photos (2 of 3)').count()).toBe(1);
    expect(await picked.getByTestId('picked-photo').count()).toBe(2);
    // The second becomes the cover.
    await picked.getByTestId('picked-photo').nth(1).getByRole('button', { name: 'Make cover' }).click();
    await form.getByRole('button', { name: 'Add Product' }).click();
    await poll(() =>
      page.getByRole('status').filter({ hasText: 'Saved on this phone; it will be sent when you are online' }).count(),
    ).toBeGreaterThan(0);

    // The form is free again; the card says what waits on the phone.
    expect(await form.getByTestId('picked-photo').count()).toBe(0);
    const card = page.getByTestId('my-products').getByRole('article', { name: 'Red Tomatoes' });
    await poll(() => card.getByText('2 photos waiting to be sent').count()).toBe(1);
    expect(await storedPhotos()).toEqual([]);
    expect(await productsOnServer()).toEqual([]);

    // Online: the product, then its photos, once each, the chosen cover first.
    await goOffline(context, page, false);
    const order = async () => (await productsOnServer()).map((p) => p.photos.map((f) => `${f.w}x${f.h}`));
    await poll(order).toEqual([['960x1280', '1280x960']]);
    await poll(() => card.getByText(/waiting to be sent/).count()).toBe(0);
    expect((await storedPhotos()).length).toBe(4);
    // Nothing is sent again when the products screen opens anew.
    await page.reload();
    await card.waitFor();
    await poll(() => card.getByRole('img', { name: 'Red Tomatoes' }).getAttribute('src')).toMatch(/\/photos\//);
    expect((await storedPhotos()).length).toBe(4);
    expect((await productsOnServer())[0]?.photos.length).toBe(2);

    // While editing: a third photo, then moved one place earlier.
    await card.getByRole('button', { name: 'Edit Red Tomatoes' }).click();
    const photos = card.getByRole('group', { name: 'Photos of Red Tomatoes' });
    await photos
      .getByTestId('photo-input')
      .setInputFiles({ name: 'square.png', mimeType: 'image/png', buffer: pngOf(900, 900) });
    await poll(order).toEqual([['960x1280', '1280x960', '900x900']]);
    await photos.getByRole('button', { name: 'Move photo 3 earlier' }).click();
    await poll(order).toEqual([['960x1280', '900x900', '1280x960']]);
    await poll(() => photos.getByRole('button', { name: 'Move photo 3 earlier' }).isEnabled()).toBe(true);
    expect((await storedPhotos()).length).toBe(6);
    await context.close();
  });

  it('a file that is not a photo gets a clear message and changes nothing', async () => {
    const { context, page, photos } = await editingProduct('Garlic');
    await photos.getByTestId('photo-input').setInputFiles({
      name: 'bill.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
    });
    await poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: 'This file is not a photo. Choose a JPEG, PNG or WebP image.' })
        .count(),
    ).toBe(1);
    expect(await storedPhotos()).toEqual([]);
    await context.close();
  });
});
