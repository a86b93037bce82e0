import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';
import { inlineScript, insertAt } from './html-insert.ts';

/** What the first paint needs from the app: its entry module, its stylesheet and the words it shows. */
export interface FirstPaint {
  /** The paint's module (bundled into one inline script); it runs after the route script. */
  entry: string;
  /**
   * Stylesheets inlined into index.html for every path: the cards' (shared with
   * React's cards) and the header's (every screen's bar), without their comments.
   */
  css: string[];
  /** Compile-time constants of the entry, as JSON values (e.g. its English templates). */
  define: Record<string, unknown>;
  alias: Record<string, string>;
}

/** The entry and what it imports, as one minified IIFE (no import statements: it runs inline). */
async function bundle(root: string, paint: FirstPaint): Promise<string> {
  const build = await rolldown({
    input: resolve(root, paint.entry),
    platform: 'browser',
    resolve: { alias: paint.alias },
    transform: {
      define: Object.fromEntries(Object.entries(paint.define).map(([k, v]) => [k, JSON.stringify(v)])),
    },
  });
  try {
    const { output } = await build.generate({ format: 'iife', minify: true });
    if (output.length !== 1) throw new Error('first paint: expected one chunk (no dynamic imports)');
    return output[0].code.trim();
  } finally {
    await build.close();
  }
}

/**
 * Writes the first paint into index.html: its stylesheets in a <style> (all paths:
 * React's market cards and the header use them, on whatever path the app started) and, in a
 * build, its script at the end of the body, after the shell it draws into.
 * The CSP plugin then hashes the script like the others.
 */
export function firstPaint(root: string, paint: FirstPaint): Plugin {
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'kh-first-paint',
    configResolved(config) {
      command = config.command;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const css = paint.css
          .map((file) => readFileSync(resolve(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''))
          .join('');
        const style = `<style>\n${css.replace(/\n\s*\n/g, '\n')}</style>`;
        const script =
          command === 'build'
            ? inlineScript(`web/build/first-paint.ts (the bundle of ${paint.entry})`, await bundle(root, paint))
            : '';
        // The script after the shell: with the first page in the HTML (the
        // marketPage function), it draws the cards while the page is parsed,
        // so they are in the first paint.
        const head = insertAt(html, '</head>', `  ${style}\n  </head>`);
        return insertAt(head, '</body>', `  ${script}\n  </body>`);
      },
    },
  };
}
