// The byte budget of `/` (docs/architecture.md, Performance budgets), checked on
// the build in `npm test`: the JavaScript a first visit to `/` downloads, i.e.
// index.html's module script, its modulepreloads, the chunks the route script
// preloads on every path and on `/`, and every chunk those import statically, each gzipped at the
// level the bench's gzip proxy uses. Deterministic: it counts bytes of
// web/dist, not timings. Exits 1 over budget.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL } from './bench/compressing-proxy.mjs';
import { ROOT } from './lib/emulators.mjs';

export const BUDGET_KB = 150;
const DIST = join(ROOT, 'web/dist');

/** URL paths of the JavaScript `/` loads first, from index.html. */
export function firstScripts(html, path = '/') {
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  // The route script's list (web/build/route-preload.ts): ...})({"always":[...],"routes":{"/":[...]}});
  const list = html.match(/<script>\(function\(p\)\{.*?\}\)\((\{"always".*?\})\);/);
  if (!list) throw new Error('index.html: the route preload list was not found');
  const { always, routes } = JSON.parse(list[1]);
  for (const url of [...always, ...(routes[path] ?? [])]) urls.add(url);
  return [...urls];
}

/** The static imports of a built chunk, as URL paths. */
export function staticImports(url, code) {
  const out = [];
  for (const m of code.matchAll(/(?:\bimport|\bfrom)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    out.push(posix.join(posix.dirname(url), m[1]));
  }
  return out;
}

export function measure(dist = DIST, path = '/') {
  const seen = new Map();
  const queue = firstScripts(readFileSync(join(dist, 'index.html'), 'utf8'), path);
  while (queue.length > 0) {
    const url = queue.pop();
    if (seen.has(url)) continue;
    const code = readFileSync(join(dist, url));
    seen.set(url, gzipSync(code, { level: GZIP_LEVEL }).length);
    queue.push(...staticImports(url, code.toString('utf8')));
  }
  return { files: [...seen].sort((a, b) => b[1] - a[1]), total: [...seen.values()].reduce((a, b) => a + b, 0) };
}

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build` first (npm test does).');
  process.exit(1);
}
const { files, total } = measure();
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const [url, size] of files) console.log(`${kb(size).padStart(10)}  ${url}`);
const verdict = total <= BUDGET_KB * 1024 ? 'within' : 'OVER';
console.log(
  `JavaScript for / : ${kb(total)} gzip (level ${GZIP_LEVEL}) in ${files.length} files, ${verdict} the ${BUDGET_KB} KB budget` +
    ` (${total} of ${BUDGET_KB * 1024} bytes)`,
);
if (verdict === 'OVER') process.exit(1);
