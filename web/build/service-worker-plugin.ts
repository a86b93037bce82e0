import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

const MARKER = /const BUILD = \{ version: 'dev', files: \[\] \};/;

/** Every file under `dir`, as a URL path ("/icons/icon-192.png"). */
function walk(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path, root);
    return [`/${relative(root, path).split(sep).join('/')}`];
  });
}

/**
 * Writes the list of built files and a version into dist/sw.js (copied from
 * public/sw.js), so the service worker precaches exactly this build and a new
 * build installs a new cache.
 */
export function serviceWorkerPrecache(): Plugin {
  let outDir = '';
  return {
    name: 'kh-service-worker-precache',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const swPath = join(outDir, 'sw.js');
      const source = readFileSync(swPath, 'utf8');
      if (!MARKER.test(source)) throw new Error(`${swPath}: the BUILD line to fill in was not found`);
      const files = walk(outDir)
        .filter((f) => f !== '/sw.js' && f !== '/index.html' && !f.endsWith('.map'))
        .sort();
      const hash = createHash('sha256')
        .update(readFileSync(join(outDir, 'index.html')))
        .update(files.join('\n'));
      const build = { version: hash.digest('hex').slice(0, 12), files };
      writeFileSync(swPath, source.replace(MARKER, `const BUILD = ${JSON.stringify(build)};`));
    },
  };
}
