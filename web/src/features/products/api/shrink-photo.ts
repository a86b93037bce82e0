import { PHOTO_LIMITS } from '@shared/photo';

// A phone photo (several MB, often with its GPS location in EXIF) made small in
// the browser before it is sent: drawn onto a canvas at most `side` pixels on
// its long side and encoded as WebP. Drawing keeps only the pixels, so no EXIF,
// and with it no location, survives. createImageBitmap applies the photo's own
// orientation first, so a portrait photo stays upright.

/** Thrown when the browser cannot read the file as an image (a PDF named .jpg). */
export class NotAPhotoError extends Error {
  constructor() {
    super('photos/not-image');
  }
}

const QUALITIES = [0.8, 0.65, 0.5, 0.35];

function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new NotAPhotoError())), 'image/webp', quality),
  );
}

/** The photo as WebP, long side ≤ `side` px, at the best quality within PHOTO_LIMITS.maxBytes. */
export async function shrinkPhoto(file: Blob, side: number): Promise<Blob> {
  const bitmap = await createImageBitmap(file).catch(() => {
    throw new NotAPhotoError();
  });
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  let blob: Blob | null = null;
  for (const quality of QUALITIES) {
    blob = await encode(canvas, quality);
    // Too big at every quality is left to the server, which says so.
    if (blob.size <= PHOTO_LIMITS.maxBytes) break;
  }
  return blob!;
}

/** A blob's bytes as base64 (a callable's body is JSON). */
export function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}
