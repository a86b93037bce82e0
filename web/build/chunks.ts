import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The libraries and app code the first screen needs, as two chunks that main.tsx
 * evaluates one task apart (one chunk's evaluation is one task, and together they
 * blocked a slow phone's main thread for 250-300 ms): `react` (React, ReactDOM) and
 * `core` (the app shell, router, i18next). Rolldown otherwise splits every module
 * shared by the entry and a lazy screen into a common chunk of its own: on `/` that
 * made 13 small files, which gzip compresses worse apart than together. The groups
 * take what the boot modules import and the packages (node_modules) the landing
 * page imports, computed from the module graph so that a new import is picked up
 * and an unused one dropped; the lazy screens' own modules keep their automatic
 * chunks. No `react` module may import a `core` one, or `core` would evaluate early.
 *
 * MUI is not part of the first screen: the landing page, the market and the header
 * draw plain elements, and the build fails if a first-screen module, or one of the
 * screens listed as plain, imports MUI or emotion. The screens that draw MUI share a third chunk, `ui` (MUI, emotion and the
 * theme as app/boot/ui-libs.ts imports them), which routes.tsx evaluates in a task
 * of its own before such a screen's first render.
 */
const BARREL = /\/node_modules\/@mui\/[^/]+\/esm\/index\.js$/;
export const FIRST_SCREEN_PARTS = ['src/app/boot/react-libs.ts', 'src/app/start.tsx'];
const ENTRY = 'src/main.tsx';
const UI_LIBS = 'src/app/boot/ui-libs.ts';
const REACT = /\/node_modules\/(react|react-dom|scheduler)\/|\/src\/app\/boot\/react-libs\.ts$/;
const UI =
  /\/node_modules\/(@mui|@emotion|stylis|react-transition-group|dom-helpers|hoist-non-react-statics|react-is|clsx|@babel\/runtime|prop-types)\/|\/src\/app\/(boot\/ui-libs|theme)\.ts$|^\0kh-mui-theme$/;
/** What must never run on the first screen (clsx is small and the plain components use it too). */
const MUI = /\/node_modules\/(@mui|@emotion)\//;

/**
 * `lazyFirstScreen` is the landing page (its packages join `core`); `plainScreens`
 * are the screens, the landing page and the market among them, that must draw without MUI.
 */
export function firstScreenChunk(
  root: string,
  lazyFirstScreen: string,
  plainScreens: string[],
): { plugin: Plugin; codeSplitting: object } {
  const core = new Set<string>();
  const entry = new Set<string>();
  const ui = new Set<string>();
  const partOf = (id: string) => (REACT.test(id) ? 0 : 1);
  const plugin: Plugin = {
    name: 'kh-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      core.clear();
      ui.clear();
      // The app's own modules that the boot modules import, and every package
      // that they or the landing page import (the landing page's own code stays its chunk).
      // Who imported each module first, to name the app's module that brings MUI in.
      const via = new Map<string, string>();
      const walk = (from: string, keep: (id: string) => boolean, into = core, lazyToo = false) => {
        const seen = new Set<string>();
        const queue = [resolve(root, from)];
        while (queue.length > 0) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          if (keep(id)) into.add(id);
          const info = this.getModuleInfo(id);
          const deps = [...(info?.importedIds ?? []), ...(lazyToo ? (info?.dynamicallyImportedIds ?? []) : [])];
          for (const dep of deps) if (!via.has(dep)) via.set(dep, id);
          // Not through a package's barrel (`@mui/system`'s index re-exports Stack,
          // Grid...): what a first-screen module really uses, it imports directly
          // or is left to automatic chunking.
          if (BARREL.test(id)) continue;
          queue.push(...deps);
        }
      };
      for (const boot of FIRST_SCREEN_PARTS) walk(boot, () => true);
      walk(lazyFirstScreen, (id) => id.includes('/node_modules/'));
      // What the entry imports itself evaluates with it, before the first frame (the `boot` chunk).
      entry.clear();
      walk(ENTRY, () => true, entry);
      for (const id of entry) core.delete(id);
      if (core.size === 0) this.error('first-screen chunk: no modules found; check the entry paths');
      const drawn = new Set<string>();
      // The plain screens with every part they load later (a sheet, the filter panel).
      for (const screen of plainScreens) walk(screen, (id) => MUI.test(id), drawn, true);
      for (const id of core) if (MUI.test(id)) drawn.add(id);
      if (drawn.size > 0) {
        const appModule = (id: string): string => {
          let at = id;
          while ((at.includes('/node_modules/') || at.startsWith('\0')) && via.has(at)) at = via.get(at)!;
          return at;
        };
        const culprits = new Set([...drawn].map(appModule));
        this.error(
          `these screens must draw without MUI (vite.config.ts), but these modules bring it in: ${[...culprits].join(', ')}`,
        );
      }
      walk(UI_LIBS, (id) => UI.test(id), ui);
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
      // The entry's own imports (Vite's preload helper, the session hint), which the later
      // parts share: one chunk of their own, so that what imports them does not import
      // `core`. Left to itself, rolldown merges them into `core`, and the entry would then
      // evaluate all of it at once.
      { name: 'boot', priority: 4, test: (id: string) => entry.has(id) },
      { name: 'react', priority: 3, test: (id: string) => core.has(id) && partOf(id) === 0 },
      { name: 'core', priority: 2, test: (id: string) => core.has(id) },
      { name: 'ui', priority: 1, test: (id: string) => ui.has(id) },
    ],
  };
  return { plugin, codeSplitting };
}
