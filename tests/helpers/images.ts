// Real image files made in the test, so no binary fixture is kept in the repo:
// a PNG a browser can decode (a two-colour picture), optionally carrying an
// EXIF block with a GPS location, as a phone camera's photo does.
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A TIFF (EXIF) block whose first directory holds one entry: a GPS directory pointer (tag 0x8825). */
function exifWithGps(): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4 + 2 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8); // one entry
  tiff.writeUInt16LE(0x8825, 10); // GPSInfo
  tiff.writeUInt16LE(4, 12); // LONG
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt32LE(26, 18); // the (empty) GPS directory
  tiff.writeUInt32LE(0, 22); // no next directory
  tiff.writeUInt16LE(0, 26);
  tiff.writeUInt32LE(0, 28);
  return tiff;
}

/**
 * A decodable PNG of `width` × `height`: the top half green, the bottom half
 * brown. With `gps`, it carries an eXIf chunk holding a GPS location.
 */
export function pngOf(width: number, height: number, { gps = false } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  const row = (r: number, g: number, b: number) => {
    const line = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) line.set([r, g, b], 1 + x * 3);
    return line;
  };
  const green = row(60, 140, 60);
  const brown = row(120, 80, 40);
  const rows = Array.from({ length: height }, (_, y) => (y < height / 2 ? green : brown));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(gps ? [chunk('eXIf', exifWithGps())] : []),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Only a PNG's header, claiming `width` × `height` (a "20,000 × 20,000" photo without its 1.2 GB of pixels). */
export function pngHeaderOf(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)]);
}
