// Draws the demo products' photos: a generated illustration per seeded product
// (a basket of the produce on a field, in the produce's colours), encoded as
// WebP by Chromium's canvas at the app's two sizes, as a farmer's phone would
// make them: 1,280 × 960 for the detail view and 480 × 360 for the card. No
// outside image is used, so there is no licence to keep. The files are
// committed (scripts/seed-data/photos/); the seed stores them as productPhotos.
// Run again after adding a seeded product: node scripts/make-seed-photos.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './lib/emulators.mjs';
import { PRODUCTS } from './seed-data/products.mjs';

const OUT = join(ROOT, 'scripts', 'seed-data', 'photos');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// How each product's produce looks: its shape and two colours (body, shade).
const LOOKS = {
  'latur-tur-dal': ['grain', '#e8b923', '#b8860b'],
  'latur-soybean': ['grain', '#e9d8a6', '#b8a46a'],
  'latur-chana': ['grain', '#c89b5c', '#8b6432'],
  'latur-jowar': ['grain', '#f1e3c2', '#c9b48a'],
  'nashik-onion': ['round', '#a83255', '#6b1d38'],
  'nashik-grapes': ['berry', '#b5d166', '#7a9a2e'],
  'nashik-tomato': ['round', '#e0352b', '#9e1f18'],
  'nashik-pomegranate': ['round', '#c0262d', '#7d151a'],
  'guntur-chilli': ['long', '#c81e1e', '#7f0f0f'],
  'guntur-turmeric': ['long', '#e39b1a', '#a8680a'],
  'guntur-mango': ['round', '#f2b632', '#c47f12'],
  'ludhiana-wheat': ['grain', '#d9a94e', '#a2772a'],
  'ludhiana-basmati': ['grain', '#f4f0e4', '#cfc7b0'],
  'ludhiana-ghee': ['jar', '#f0c24b', '#c8952a'],
  'ludhiana-paneer': ['block', '#fbf6ea', '#d9cfb8'],
  'ludhiana-jaggery': ['block', '#8b5a2b', '#5c3a17'],
  'devanahalli-onion': ['round', '#c2527a', '#80304f'],
  'devanahalli-beans': ['long', '#4c9a2a', '#2e6a16'],
  'alipur-cauliflower': ['round', '#f7f2dc', '#d8cfa8'],
  'alipur-onion': ['round', '#9e2f4f', '#621a30'],
  'malihabad-mango': ['round', '#e9c54a', '#a88b1c'],
  'malihabad-potato': ['round', '#c9a46a', '#8e6d3c'],
};

/** Runs in the page: draws one illustration on a 1280 × 960 canvas; answers both sizes as data URLs. */
function draw([shape, body, shade, seed]) {
  // Runs in the page, where `document` is the page's (not Node's).
  const document = globalThis.document;
  let s = seed;
  const rnd = () => (s = (s * 16807) % 2147483647) / 2147483647;
  const c = document.createElement('canvas');
  c.width = 1280;
  c.height = 960;
  const g = c.getContext('2d');
  const sky = g.createLinearGradient(0, 0, 0, 960);
  sky.addColorStop(0, '#cfe8f5');
  sky.addColorStop(0.45, '#e8f4d9');
  sky.addColorStop(0.46, '#7fb05a');
  sky.addColorStop(1, '#4f7f33');
  g.fillStyle = sky;
  g.fillRect(0, 0, 1280, 960);
  // The basket.
  g.fillStyle = '#9a6a3a';
  g.beginPath();
  g.ellipse(640, 700, 420, 150, 0, 0, Math.PI);
  g.fill();
  g.strokeStyle = '#6e4624';
  g.lineWidth = 8;
  for (let x = 260; x <= 1020; x += 60) {
    g.beginPath();
    g.moveTo(x, 700);
    g.lineTo(640 + (x - 640) * 0.75, 840);
    g.stroke();
  }
  // The produce, heaped in the basket.
  const item = (x, y, r) => {
    g.fillStyle = body;
    g.strokeStyle = shade;
    g.lineWidth = Math.max(2, r / 8);
    g.beginPath();
    if (shape === 'long') g.ellipse(x, y, r * 1.8, r * 0.45, rnd() * Math.PI, 0, 2 * Math.PI);
    else if (shape === 'block') g.roundRect(x - r, y - r * 0.7, r * 2, r * 1.4, r * 0.25);
    else g.arc(x, y, r, 0, 2 * Math.PI);
    g.fill();
    g.stroke();
    if (shape === 'round' || shape === 'berry') {
      g.fillStyle = 'rgba(255,255,255,0.35)';
      g.beginPath();
      g.arc(x - r * 0.35, y - r * 0.35, r * 0.25, 0, 2 * Math.PI);
      g.fill();
    }
  };
  if (shape === 'jar') {
    g.fillStyle = '#d9d2c0';
    g.fillRect(520, 380, 240, 320);
    g.fillStyle = body;
    g.fillRect(535, 440, 210, 250);
    g.fillStyle = shade;
    g.fillRect(500, 350, 280, 50);
  } else {
    const size = { grain: 14, berry: 34, round: 70, long: 60, block: 75 }[shape];
    const count = { grain: 900, berry: 160, round: 26, long: 30, block: 14 }[shape];
    for (let i = 0; i < count; i++) {
      const a = rnd() * Math.PI;
      const d = Math.sqrt(rnd());
      item(640 + Math.cos(a) * d * 380, 700 - Math.sin(a) * d * 230, size * (0.8 + rnd() * 0.4));
    }
  }
  const thumb = document.createElement('canvas');
  thumb.width = 480;
  thumb.height = 360;
  thumb.getContext('2d').drawImage(c, 0, 0, 480, 360);
  return [c.toDataURL('image/webp', 0.7), thumb.toDataURL('image/webp', 0.7)];
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    for (const [i, p] of PRODUCTS.entries()) {
      const look = LOOKS[p.key];
      if (!look) throw new Error(`scripts/make-seed-photos.mjs: no look for ${p.key}; add one to LOOKS`);
      const [full, thumb] = await page.evaluate(draw, [...look, 1 + i * 7919]);
      for (const [name, url] of [
        [`${p.key}.webp`, full],
        [`${p.key}-thumb.webp`, thumb],
      ]) {
        const bytes = Buffer.from(url.replace(/^data:image\/webp;base64,/, ''), 'base64');
        writeFileSync(join(OUT, name), bytes);
        console.log(`${name}: ${(bytes.length / 1024).toFixed(1)} KB`);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
