import { describe, expect, it } from 'vitest';
import { hasGpsTag, photoInfo } from './photo-bytes';

// Files are built by hand: a few header bytes are all the module reads.
type Part = string | readonly number[] | Uint8Array;
const bytes = (...parts: Part[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : [...p])));
const be16 = (n: number) => [n >> 8, n & 0xff];
const be32 = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const le32 = (n: number) => be32(n).reverse();

/** A JPEG segment: marker, big-endian length (counting itself), data. */
const segment = (marker: number, ...data: Part[]) => {
  const body = bytes(...data);
  return bytes([0xff, marker], be16(body.length + 2), body);
};
const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];
const APP0 = segment(0xe0, 'JFIF\0', [1, 1, 0, 0, 1, 0, 1, 0, 0]);
const jpeg = (...segments: Part[]) => bytes(SOI, ...segments, [0xff, 0xda, 0, 2], [0x12, 0x34], EOI);

/** A WebP RIFF chunk, padded to an even length. */
const riffChunk = (id: string, ...data: Part[]) => {
  const body = bytes(...data);
  return bytes(id, le32(body.length), body, body.length % 2 ? [0] : []);
};
const webp = (...chunks: Uint8Array[]) => {
  const body = bytes('WEBP', ...chunks);
  return bytes('RIFF', le32(body.length), body);
};

/** A PNG chunk; the CRC is left zero, since nothing here checks it. */
const pngChunk = (type: string, ...data: Part[]) => {
  const body = bytes(...data);
  return bytes(be32(body.length), type, body, [0, 0, 0, 0]);
};
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// IHDR of 640×480 (0x280 × 0x1E0), 8-bit RGB.
const IHDR = [0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x02, 0x80, 0, 0, 0x01, 0xe0, 8, 2, 0, 0, 0, 0, 0, 0, 0];
const PNG_640x480 = bytes(PNG_SIGNATURE, IHDR, pngChunk('IEND'));

// TIFF blocks: IFD0 at offset 8 holding Orientation (0x0112) and, in the first two, the GPS
// IFD pointer (0x8825) to an empty GPS IFD at offset 38.
const TIFF_II_GPS = [
  ...[0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x02, 0x00],
  ...[0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00],
  ...[0x25, 0x88, 0x04, 0x00, 0x01, 0x00, 0x00, 0x00, 0x26, 0x00, 0x00, 0x00],
  ...[0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00],
];
const TIFF_MM_GPS = [
  ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x02],
  ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00],
  ...[0x88, 0x25, 0x00, 0x04, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x26],
  ...[0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00],
];
const TIFF_II_NO_GPS = [
  ...[0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0x01, 0x00],
  ...[0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00],
  ...[0x00, 0x00, 0x00, 0x00],
];
const EXIF = 'Exif\0\0';

// SOF0, 8-bit, 960 high (0x3C0) × 1280 wide (0x500), one component.
const SOF0_1280x960 = [0xff, 0xc0, 0x00, 0x0b, 0x08, 0x03, 0xc0, 0x05, 0x00, 0x01, 0x01, 0x11, 0x00];
const JPEG_GPS_II = jpeg(segment(0xe1, EXIF, TIFF_II_GPS), SOF0_1280x960);

/** Deterministic noise, so a failure can be replayed. */
function noise(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    out[i] = seed >>> 24;
  }
  return out;
}

describe('photoInfo', () => {
  it('reads a PNG size from IHDR', () => {
    expect(photoInfo(PNG_640x480)).toEqual({ type: 'image/png', width: 640, height: 480 });
  });

  it('reads a baseline JPEG size from SOF0 after APP0', () => {
    expect(photoInfo(jpeg(APP0, SOF0_1280x960))).toEqual({ type: 'image/jpeg', width: 1280, height: 960 });
  });

  it('reads a progressive JPEG size from SOF2, past a DHT segment', () => {
    const dht = segment(0xc4, [0x00, ...new Array<number>(16).fill(0)]);
    const sof2 = [0xff, 0xc2, 0x00, 0x0b, 0x08, 0x02, 0x58, 0x03, 0x20, 0x01, 0x01, 0x11, 0x00];
    expect(photoInfo(jpeg(APP0, dht, sof2))).toEqual({ type: 'image/jpeg', width: 800, height: 600 });
  });

  it('skips JPEG fill bytes and standalone markers', () => {
    const file = bytes(SOI, [0xff, 0xff, 0xff, 0xd0], APP0, [0xff, 0xff], SOF0_1280x960, EOI);
    expect(photoInfo(file)).toEqual({ type: 'image/jpeg', width: 1280, height: 960 });
  });

  it('reads a lossy VP8 WebP 1280×853', () => {
    // Frame tag, start code 9D 01 2A, then 0x500 and 0x355 little-endian.
    const vp8 = riffChunk('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0x00, 0x05, 0x55, 0x03]);
    expect(photoInfo(webp(vp8))).toEqual({ type: 'image/webp', width: 1280, height: 853 });
  });

  it('reads a lossless VP8L WebP 480×320', () => {
    // 479 | 319 << 14 = 0x4FC1DF, little-endian.
    const vp8l = riffChunk('VP8L', [0x2f, 0xdf, 0xc1, 0x4f, 0x00]);
    expect(photoInfo(webp(vp8l))).toEqual({ type: 'image/webp', width: 480, height: 320 });
  });

  it('reads an extended VP8X WebP canvas 20000×20000', () => {
    // Flags, then 19999 = 0x4E1F as 24-bit little-endian, twice.
    const vp8x = riffChunk('VP8X', [0x08, 0, 0, 0, 0x1f, 0x4e, 0x00, 0x1f, 0x4e, 0x00]);
    expect(photoInfo(webp(vp8x))).toEqual({ type: 'image/webp', width: 20000, height: 20000 });
  });

  it('refuses what is not a WebP, JPEG or PNG', () => {
    expect(photoInfo(bytes('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'))).toBeNull();
    expect(photoInfo(new Uint8Array(0))).toBeNull();
    expect(photoInfo(bytes('RIFF', le32(4), 'WAVE'))).toBeNull();
    expect(photoInfo(noise(4096, 7))).toBeNull();
  });

  it('refuses a header cut short', () => {
    expect(photoInfo(PNG_640x480.subarray(0, 12))).toBeNull();
    expect(photoInfo(jpeg(APP0))).toBeNull(); // no SOF before the scan
    expect(photoInfo(bytes(SOI, [0xff, 0xc0, 0x00, 0x0b, 0x08]))).toBeNull();
    expect(photoInfo(bytes('RIFF', le32(100), 'WEBPVP8 '))).toBeNull();
  });

  it('refuses a zero width or height', () => {
    expect(photoInfo(bytes(PNG_SIGNATURE, IHDR.slice(0, 8), [0, 0, 0, 0, 0, 0, 1, 0xe0]))).toBeNull();
    expect(photoInfo(jpeg([0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x00, 0x05, 0x00, 0x01, 0x01, 0x11, 0x00]))).toBeNull();
  });

  it('gives the full answer or null for every truncation, never a wrong size', () => {
    const files = [PNG_640x480, jpeg(APP0, SOF0_1280x960), JPEG_GPS_II];
    for (const file of files) {
      const full = photoInfo(file);
      for (let n = 0; n < file.length; n++) expect([null, full]).toContainEqual(photoInfo(file.subarray(0, n)));
    }
  });
});

describe('hasGpsTag', () => {
  it('finds the GPS IFD in a JPEG APP1 Exif segment, little- and big-endian', () => {
    expect(hasGpsTag(JPEG_GPS_II)).toBe(true);
    expect(hasGpsTag(jpeg(APP0, segment(0xe1, EXIF, TIFF_MM_GPS), SOF0_1280x960))).toBe(true);
  });

  it('is false for EXIF without a GPS IFD, or with none at all', () => {
    expect(hasGpsTag(jpeg(segment(0xe1, EXIF, TIFF_II_NO_GPS), SOF0_1280x960))).toBe(false);
    expect(hasGpsTag(jpeg(APP0, SOF0_1280x960))).toBe(false);
    expect(hasGpsTag(PNG_640x480)).toBe(false);
  });

  it('reads only APP1 segments that start with "Exif\\0\\0"', () => {
    const xmp = segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0', TIFF_II_GPS);
    expect(hasGpsTag(jpeg(xmp, SOF0_1280x960))).toBe(false);
    expect(hasGpsTag(jpeg(xmp, segment(0xe1, EXIF, TIFF_MM_GPS), SOF0_1280x960))).toBe(true);
  });

  it('finds the GPS IFD in a WebP EXIF chunk, with or without the "Exif\\0\\0" prefix', () => {
    const vp8x = riffChunk('VP8X', [0x08, 0, 0, 0, 0x1f, 0x4e, 0x00, 0x1f, 0x4e, 0x00]);
    const iccp = riffChunk('ICCP', [1, 2, 3]); // odd size: the next chunk starts after a pad byte
    expect(hasGpsTag(webp(vp8x, iccp, riffChunk('EXIF', TIFF_II_GPS)))).toBe(true);
    expect(hasGpsTag(webp(vp8x, iccp, riffChunk('EXIF', EXIF, TIFF_MM_GPS)))).toBe(true);
    expect(hasGpsTag(webp(vp8x, riffChunk('EXIF', TIFF_II_NO_GPS)))).toBe(false);
  });

  it('finds the GPS IFD in a PNG eXIf chunk', () => {
    const png = bytes(PNG_SIGNATURE, IHDR, pngChunk('eXIf', TIFF_MM_GPS), pngChunk('IEND'));
    expect(hasGpsTag(png)).toBe(true);
    expect(photoInfo(png)).toEqual({ type: 'image/png', width: 640, height: 480 });
    expect(hasGpsTag(bytes(PNG_SIGNATURE, IHDR, pngChunk('eXIf', TIFF_II_NO_GPS), pngChunk('IEND')))).toBe(false);
  });

  it('is false for garbage and malformed EXIF, without reading past the end', () => {
    expect(hasGpsTag(new Uint8Array(0))).toBe(false);
    expect(hasGpsTag(bytes('%PDF-1.4\n'))).toBe(false);
    for (let seed = 1; seed <= 20; seed++) expect(hasGpsTag(noise(2048, seed))).toBe(false);
    // IFD0 claims two entries but the block ends after the first.
    expect(hasGpsTag(jpeg(segment(0xe1, EXIF, TIFF_II_GPS.slice(0, 22))))).toBe(false);
    // IFD0 offset points past the block.
    expect(hasGpsTag(jpeg(segment(0xe1, EXIF, [0x49, 0x49, 0x2a, 0x00, 0xff, 0xff, 0xff, 0x7f])))).toBe(false);
    // Not 42 after the byte order.
    expect(hasGpsTag(jpeg(segment(0xe1, EXIF, [0x49, 0x49, 0x2b, ...TIFF_II_GPS.slice(3)])))).toBe(false);
    // JPEG signature followed by noise; a WebP chunk whose size runs past the end.
    expect(hasGpsTag(bytes([0xff, 0xd8, 0xff], noise(512, 3)))).toBe(false);
    expect(hasGpsTag(bytes('RIFF', le32(100), 'WEBPEXIF', le32(1000), TIFF_II_GPS))).toBe(false);
  });

  it('sees the GPS IFD in a truncated JPEG only once the whole APP1 segment is there', () => {
    // SOI (2) + marker and length (4) + "Exif\0\0" (6) + TIFF (44) = 56 bytes.
    for (let n = 0; n <= JPEG_GPS_II.length; n++) expect(hasGpsTag(JPEG_GPS_II.subarray(0, n))).toBe(n >= 56);
  });
});
