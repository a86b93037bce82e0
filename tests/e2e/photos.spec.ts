import { collection, getDocs, type Bytes } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { newPage, serviceWorkerReady } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e';
import { signUpAs } from '../helpers/client';
import { pngOf } from '../helpers/images';
import { addProductAs, logInThroughUi } from '../helpers/market';
import { withAdmin } from '../helpers/orders';

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

/** A farmer with one product, on a 360 px phone, editing it: its photos' group. */
async function editingProduct(title: string) {
  const farmer = suite.track(await signUpAs('farmer', 'ramesh@example.com'));
  await addProductAs(farmer, { title });
  const { context, page } = await newPage(suite.browser);
  await logInThroughUi(page, 'farmer', 'ramesh@example.com');
  await page.goto('/userProducts');
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
