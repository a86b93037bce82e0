import type { Plugin } from 'vite';

/**
 * V8's per-file compile hint (Chromium 136 and later), at the top of every JavaScript chunk of
 * the page. The data worker is a bundle of its own and the service worker another; neither
 * carries it.
 *
 * Without it V8 compiles a function on the main thread the first time it is called, and the
 * code cache keeps little more than each script's outer level: on a signed-in screen's load
 * that was 76-115 ms of the main thread at full speed (several hundred ms on the cheap phone),
 * and a first tap compiled React's event code (docs/performance-history.md, 30 Nov). With it,
 * V8 compiles every function as it streams the module in, off the main thread, and keeps them
 * in the code cache. The cost is memory for code that never runs, until V8 drops it. Other
 * engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A chunk's code with the hint as its first line. V8 reads the hint only there: after any code
 * (Vite puts its `__vite__mapDeps` list above a chunk's own code, banner included), the
 * functions compile lazily, as without it.
 */
export function hintFirst(code: string): string {
  const rest = code.startsWith(`${COMPILE_HINT}\n`)
    ? code.slice(COMPILE_HINT.length + 1)
    : code.replace(`\n${COMPILE_HINT}\n`, '\n');
  return `${COMPILE_HINT}\n${rest}`;
}

/**
 * Puts the hint first in every chunk once Vite has written its own lines. The build's
 * `postBanner` adds it before the chunks are hashed, so a chunk's name changes with it.
 */
export function compileHints(): Plugin {
  return {
    name: 'kh-compile-hints',
    apply: 'build',
    // After every other plugin's generateBundle: Vite writes its list there.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) if (file.type === 'chunk') file.code = hintFirst(file.code);
      },
    },
  };
}
