// Draws the app icon (the leaf of web/public/icon.svg on green) as PNGs: 192 and 512 px for
// the web manifest, full-bleed so they also serve as maskable icons (the leaf stays inside
// the 80% safe zone), and 48 px for the page's own icon (index.html: an SVG icon is parsed
// as a document of its own on the page's main thread at every load, 3-11 ms at full speed).
// Run: node scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { ROOT } from './lib/emulators.mjs';

const GREEN = [0x2e, 0x7d, 0x32];
const LEAF = [0xc5, 0xe1, 0xa5];
const STEM = [0x1b, 0x5e, 0x20];

/** The colour at a point of the 64-unit design (the SVG's coordinates). */
function colourAt(x, y) {
  const onStem = Math.abs(x - 32) <= 1.5 && y >= 22 && y <= 52;
  if (onStem) return STEM;
  const inCircle = (x - 32) ** 2 + (y - 36) ** 2 <= 144;
  const inTip = y >= 12 && y <= 36 && Math.abs(x - 32) <= 12 * ((y - 12) / 24) ** 0.7;
  return inCircle || inTip ? LEAF : GREEN;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

function png(size) {
  const SS = 4; // 4x4 samples per pixel smooth the edges
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const c = colourAt(((px + (sx + 0.5) / SS) / size) * 64, ((py + (sy + 0.5) / SS) / size) * 64);
          for (let k = 0; k < 3; k++) sum[k] += c[k];
        }
      }
      for (let k = 0; k < 3; k++) row[1 + px * 3 + k] = Math.round(sum[k] / (SS * SS));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [48, 192, 512]) {
  const file = join(ROOT, 'web/public/icons', `icon-${size}.png`);
  writeFileSync(file, png(size));
  console.log(`wrote ${file}`);
}
