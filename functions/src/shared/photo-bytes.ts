// Product photos are checked by their bytes: a file name or a Content-Type header can claim
// anything, the image header cannot. Pure (Uint8Array, no Buffer, no imports) so the Cloud
// Functions and the web app read a photo the same way. Every read is bounds-checked first:
// an upload is untrusted input, and a cut or forged header must give null/false, not a throw
// or a NaN size.

export type PhotoType = 'image/webp' | 'image/jpeg' | 'image/png';
export interface PhotoInfo {
  type: PhotoType;
  width: number;
  height: number;
}

/** Whether `len` bytes from `off` lie inside `b`. */
const has = (b: Uint8Array, off: number, len: number) => off >= 0 && len >= 0 && off + len <= b.length;
const u16be = (b: Uint8Array, o: number) => (b[o] << 8) | b[o + 1];
const u16le = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8);
const u24le = (b: Uint8Array, o: number) => b[o] | (b[o + 1] << 8) | (b[o + 2] << 16);
// `>>> 0` keeps a top bit set from turning the value negative.
const u32be = (b: Uint8Array, o: number) => ((b[o] << 24) | (b[o + 1] << 16) | (b[o + 2] << 8) | b[o + 3]) >>> 0;
const u32le = (b: Uint8Array, o: number) => ((b[o + 3] << 24) | u24le(b, o)) >>> 0;

/** Whether the bytes at `off` are `expected` (numbers, or an ASCII string). */
function bytesAt(b: Uint8Array, off: number, expected: string | readonly number[]): boolean {
  if (!has(b, off, expected.length)) return false;
  for (let i = 0; i < expected.length; i++) {
    const want = typeof expected === 'string' ? expected.charCodeAt(i) : expected[i];
    if (b[off + i] !== want) return false;
  }
  return true;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"

/** The image's type and pixel size read from its header, or null when the bytes are not a WebP, JPEG or PNG image (or the header is cut short / malformed). */
export function photoInfo(bytes: Uint8Array): PhotoInfo | null {
  const info = pngInfo(bytes) ?? jpegInfo(bytes) ?? webpInfo(bytes);
  // A zero side is no picture a buyer can see (and JPEG's "height set later" is not supported).
  return info && info.width > 0 && info.height > 0 ? info : null;
}

/** True when the bytes carry EXIF metadata with a GPS IFD (tag 0x8825) — JPEG APP1 "Exif\0\0" segment, or a WebP "EXIF" chunk, or a PNG "eXIf" chunk. */
export function hasGpsTag(bytes: Uint8Array): boolean {
  return exifBlocks(bytes).some(tiffHasGps);
}

function pngInfo(b: Uint8Array): PhotoInfo | null {
  // IHDR must be the first chunk, so its fields sit at fixed offsets.
  if (!bytesAt(b, 0, PNG_SIGNATURE) || !bytesAt(b, 12, 'IHDR') || !has(b, 16, 8)) return null;
  return { type: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
}

interface Segment {
  marker: number;
  /** Offset of the segment's data, after the marker and the length. */
  data: number;
  /** Offset just past the segment. */
  end: number;
}

/** The JPEG's header segments, up to the first scan (SOF and APP1 must come before it). */
function* jpegSegments(b: Uint8Array): Generator<Segment> {
  if (!bytesAt(b, 0, [0xff, 0xd8, 0xff])) return;
  let i = 2;
  while (has(b, i, 2)) {
    if (b[i] !== 0xff) return; // not at a marker: malformed
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte before a marker
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      i += 2; // standalone marker: no length follows
      continue;
    }
    // EOI, or SOS: entropy-coded data follows, where no header segment can be.
    if (marker === 0xd9 || marker === 0xda || !has(b, i + 2, 2)) return;
    const length = u16be(b, i + 2); // counts its own two bytes, not the marker
    if (length < 2 || !has(b, i + 2, length)) return;
    yield { marker, data: i + 4, end: i + 2 + length };
    i += 2 + length;
  }
}

// Start-of-frame markers; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames.
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegInfo(b: Uint8Array): PhotoInfo | null {
  for (const seg of jpegSegments(b)) {
    if (!isSof(seg.marker)) continue;
    // Precision (1 byte), then height and width; relative to the FF these are +5 and +7.
    if (seg.end - seg.data < 5) return null;
    return { type: 'image/jpeg', width: u16be(b, seg.data + 3), height: u16be(b, seg.data + 1) };
  }
  return null;
}

interface Chunk {
  id: number;
  data: number;
  end: number;
}

/** The RIFF chunks of a WebP file: 4-byte id, 4-byte LE size, data padded to an even length. */
function* webpChunks(b: Uint8Array): Generator<Chunk> {
  if (!bytesAt(b, 0, 'RIFF') || !bytesAt(b, 8, 'WEBP')) return;
  let i = 12;
  while (has(b, i, 8)) {
    const size = u32le(b, i + 4);
    if (!has(b, i + 8, size)) return; // chunk runs past the end: cut short
    yield { id: i, data: i + 8, end: i + 8 + size };
    i += 8 + size + (size & 1);
  }
}

function webpInfo(b: Uint8Array): PhotoInfo | null {
  // The first chunk says which of the three WebP encodings this is. Its size is not trusted
  // (only the file's bytes), since a cut-off upload still carries its header.
  if (!bytesAt(b, 0, 'RIFF') || !bytesAt(b, 8, 'WEBP')) return null;
  const d = 20;
  if (bytesAt(b, 12, 'VP8 ')) {
    // Lossy: 3-byte frame tag, start code, then 14-bit sizes (the top 2 bits are scaling).
    if (!bytesAt(b, d + 3, [0x9d, 0x01, 0x2a]) || !has(b, d + 6, 4)) return null;
    return { type: 'image/webp', width: u16le(b, d + 6) & 0x3fff, height: u16le(b, d + 8) & 0x3fff };
  }
  if (bytesAt(b, 12, 'VP8L')) {
    // Lossless: signature, then width-1 and height-1 as 14-bit fields, least significant first.
    if (b[d] !== 0x2f || !has(b, d + 1, 4)) return null;
    const bits = u32le(b, d + 1);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (bytesAt(b, 12, 'VP8X')) {
    // Extended: 4 bytes of flags, then the canvas's width-1 and height-1 as 24-bit LE.
    if (!has(b, d + 4, 6)) return null;
    return { type: 'image/webp', width: u24le(b, d + 4) + 1, height: u24le(b, d + 7) + 1 };
  }
  return null;
}

/** The TIFF blocks (EXIF payloads) the file carries, whatever its format. */
function exifBlocks(b: Uint8Array): Uint8Array[] {
  const blocks: Uint8Array[] = [];
  for (const seg of jpegSegments(b)) {
    // APP1 also carries XMP ("http://ns.adobe.com/xap/1.0/"); only the Exif one is TIFF.
    if (seg.marker === 0xe1 && bytesAt(b, seg.data, EXIF_HEADER)) blocks.push(b.subarray(seg.data + 6, seg.end));
  }
  for (const chunk of webpChunks(b)) {
    if (!bytesAt(b, chunk.id, 'EXIF')) continue;
    // Some writers keep JPEG's "Exif\0\0" prefix in the chunk though the spec leaves it out.
    const start = bytesAt(b, chunk.data, EXIF_HEADER) ? chunk.data + 6 : chunk.data;
    blocks.push(b.subarray(start, chunk.end));
  }
  if (bytesAt(b, 0, PNG_SIGNATURE)) {
    // PNG chunks: 4-byte BE length, 4-byte type, data, 4-byte CRC.
    let i = 8;
    while (has(b, i, 12)) {
      const length = u32be(b, i);
      if (!has(b, i + 8, length + 4)) break;
      if (bytesAt(b, i + 4, 'eXIf')) blocks.push(b.subarray(i + 8, i + 8 + length));
      if (bytesAt(b, i + 4, 'IEND')) break;
      i += 12 + length;
    }
  }
  return blocks;
}

/** Whether a TIFF block's first IFD has a GPS IFD pointer (tag 0x8825). */
function tiffHasGps(t: Uint8Array): boolean {
  if (!has(t, 0, 8)) return false;
  const little = bytesAt(t, 0, 'II');
  if (!little && !bytesAt(t, 0, 'MM')) return false;
  const u16 = (o: number) => (little ? u16le(t, o) : u16be(t, o));
  const u32 = (o: number) => (little ? u32le(t, o) : u32be(t, o));
  if (u16(2) !== 42) return false;
  const ifd = u32(4);
  if (!has(t, ifd, 2)) return false;
  const count = u16(ifd);
  // Each entry is 12 bytes: tag, type, count, value or offset.
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (!has(t, entry, 12)) return false;
    if (u16(entry) === 0x8825) return true;
  }
  return false;
}
