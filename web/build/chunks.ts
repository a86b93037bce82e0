import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * One `core` chunk for the libraries the first screen needs. Rolldown otherwise
 * splits every module shared by the entry and a lazy screen into a common chunk
 * of its own: on `/` that made 13 small files, which gzip compresses worse apart
 * than together. The group takes what main.tsx statically imports and the
 * packages (node_modules) the landing page imports, computed from the module
 * graph so that a new import is picked up and an unused one dropped; the lazy
 * screens' own modules keep their automatic chunks.
 */
const BARREL = /\/node_modules\/@mui\/[^/]+\/esm\/index\.js$/;

export function firstScreenChunk(root: string, lazyFirstScreen: string): { plugin: Plugin; codeSplitting: object } {
  const core = new Set<string>();
  const plugin: Plugin = {
    name: 'kh-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      core.clear();
      // The app's own modules that main.tsx imports, and every package that it
      // or the landing page imports (the landing page's own code stays its chunk).
      const walk = (from: string, keep: (id: string) => boolean) => {
        const seen = new Set<string>();
        const queue = [resolve(root, from)];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          if (keep(id)) core.add(id);
          // Not through a package's barrel (`@mui/system`'s index re-exports Stack,
          // Grid...): what a first-screen module really uses, it imports directly
          // or is left to automatic chunking.
          if (BARREL.test(id)) continue;
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const entry = resolve(root, 'src/main.tsx');
      walk('src/main.tsx', (id) => id !== entry);
      walk(lazyFirstScreen, (id) => id.includes('/node_modules/'));
      if (core.size === 0) this.error('first-screen chunk: no modules found; check the entry paths');
    },
  };
  const codeSplitting = { groups: [{ name: 'core', test: (id: string) => core.has(id) }] };
  return { plugin, codeSplitting };
}
