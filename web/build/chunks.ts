import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The libraries and app code the first screen needs, as three chunks that
 * main.tsx evaluates one task apart (one chunk's evaluation is one task, and
 * together they blocked a slow phone's main thread for 250-300 ms): `react`
 * (React, ReactDOM), `ui` (MUI, emotion and the theme) and `core` (the app shell,
 * router, i18next). Rolldown otherwise splits every module shared by the entry
 * and a lazy screen into a common chunk of its own: on `/` that made 13 small
 * files, which gzip compresses worse apart than together. The groups take what
 * the boot modules import and the packages (node_modules) the landing page
 * imports, computed from the module graph so that a new import is picked up and
 * an unused one dropped; the lazy screens' own modules keep their automatic
 * chunks. No `react` module may import a `ui` or `core` one, nor a `ui` module a
 * `core` one, or the later part would evaluate early: a build check says so.
 */
const BARREL = /\/node_modules\/@mui\/[^/]+\/esm\/index\.js$/;
export const FIRST_SCREEN_PARTS = ['src/app/boot/react-libs.ts', 'src/app/boot/ui-libs.ts', 'src/app/start.tsx'];
const REACT = /\/node_modules\/(react|react-dom|scheduler)\/|\/src\/app\/boot\/react-libs\.ts$/;
const UI =
  /\/node_modules\/(@mui|@emotion|stylis|react-transition-group|dom-helpers|hoist-non-react-statics|react-is|clsx|@babel\/runtime|prop-types)\/|\/src\/app\/(boot\/ui-libs|theme)\.ts$/;

export function firstScreenChunk(root: string, lazyFirstScreen: string): { plugin: Plugin; codeSplitting: object } {
  const core = new Set<string>();
  const partOf = (id: string) => (REACT.test(id) ? 0 : UI.test(id) ? 1 : 2);
  const plugin: Plugin = {
    name: 'kh-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      core.clear();
      // The app's own modules that the boot modules import, and every package
      // that they or the landing page import (the landing page's own code stays its chunk).
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
      for (const boot of FIRST_SCREEN_PARTS) walk(boot, (id) => !id.includes('vite/preload-helper'));
      walk(lazyFirstScreen, (id) => id.includes('/node_modules/'));
      if (core.size === 0) this.error('first-screen chunk: no modules found; check the entry paths');
      // An earlier part importing a later one would evaluate it early.
      for (const id of core) {
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) {
          if (core.has(dep) && partOf(dep) > partOf(id)) {
            this.error(`first-screen chunks: ${id} (part ${partOf(id)}) imports ${dep} (part ${partOf(dep)})`);
          }
        }
      }
    },
  };
  const codeSplitting = {
    groups: [
      // Vite's preload helper, which the entry imports: left to itself, rolldown
      // merges it into `core`, and the entry would then evaluate all three at once.
      { name: 'preload-helper', priority: 4, test: (id: string) => id.includes('vite/preload-helper') },
      { name: 'react', priority: 3, test: (id: string) => core.has(id) && partOf(id) === 0 },
      { name: 'ui', priority: 2, test: (id: string) => core.has(id) && partOf(id) === 1 },
      { name: 'core', priority: 1, test: (id: string) => core.has(id) },
    ],
  };
  return { plugin, codeSplitting };
}
