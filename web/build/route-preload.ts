import { resolve } from 'node:path';
import type { Plugin } from 'vite';
// The functions' shared names (first-page-names.ts), as JSON: Node loads this config natively.
import FIRST_PAGE from '../../functions/src/shared/first-page-names.json' with { type: 'json' };
import { escapeHtml } from './escape-html.ts';
import { inlineScript, insertAt } from './html-insert.ts';

/** A Firestore REST request the inline script starts on one path (see firstPageScript). */
export interface EarlyRequest {
  path: string;
  /** The runQuery body, as the app would send it. */
  body: unknown;
  projectId: string;
  apiKey: string;
}

/**
 * On `path`, leaves the promise of the first page's runQuery answer in
 * `window.__khFirstPage` (the painter and market-rest.ts take it): the answer
 * the marketPage function wrote into the HTML (a `kh-first-page` JSON block
 * before this script) if it is there, else a request sent at once. The request then
 * runs in parallel with the core chunk instead of after the market's chunk has
 * run. A string body is text/plain: a CORS simple request, no preflight. The
 * script's text depends only on the build (a CSP hash of it stays valid); the
 * emulator's host is read at run time, as shared/firebase/config.ts does.
 */
function firstPageScript(r: EarlyRequest): string {
  const block = JSON.stringify(FIRST_PAGE.blockId);
  const path = `/v1/projects/${r.projectId}/databases/(default)/documents:runQuery`;
  const url = r.projectId.startsWith('demo-')
    ? `'http://'+location.hostname+':8080'+${JSON.stringify(path)}`
    : JSON.stringify(`https://firestore.googleapis.com${path}?key=${encodeURIComponent(r.apiKey)}`);
  return (
    `if(location.pathname===${JSON.stringify(r.path)}){` +
    // The shell in index.html (shapes only) shows on this path.
    `document.documentElement.className+=' kh-market'}` +
    // The first page written into the HTML by the marketPage function, if it was.
    `if(location.pathname===${JSON.stringify(r.path)}&&document.getElementById(${block})){` +
    `window.__khFirstPage=Promise.resolve(JSON.parse(document.getElementById(${block}).textContent))}` +
    `else if(location.pathname===${JSON.stringify(r.path)}&&window.fetch){` +
    `window.__khFirstPage=fetch(${url},{method:'POST',body:${JSON.stringify(JSON.stringify(r.body))}})` +
    `.then(function(r){if(!r.ok)throw new Error('runQuery '+r.status);return r.json()});` +
    `window.__khFirstPage.catch(function(){})}`
  );
}

/**
 * A tiny inline script in index.html that modulepreloads main.tsx's parts (on
 * every path) and, for the routes given (path -> its lazy screen module and any
 * module it loads at once with import()), on that path only, those chunks and
 * the chunks they import. They then download alongside the core chunk instead
 * of after it has run and React has asked for the screen: one round trip less
 * before the content shows on a slow network. Other paths download nothing.
 *
 * When the page paints its screen by itself (`<html>` has the class
 * `deferClass`: build/landing-first-paint.ts; or the marketPage function wrote
 * the first page into the HTML, which the first-paint script draws as cards),
 * the downloads start after the first frame once the document is parsed, so
 * that the screen, and the first cards' photos preloaded with the HTML, are
 * painted before any of them: on a slow network the scripts would share the
 * bandwidth with those photos, and in Lighthouse's simulated slow 4G a script
 * that started downloading before a paint counts as holding it up.
 */
export function routePreload(
  root: string,
  routes: Record<string, string[]>,
  early?: EarlyRequest,
  /** Modules the entry loads with import() on every path (main.tsx's parts): preloaded first. */
  always: string[] = [],
  deferClass?: string,
): Plugin {
  return {
    name: 'kh-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const entryFiles = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]));
        const chunkOf = (module: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId === resolve(root, module));
          if (!chunk) throw new Error(`route preload: no chunk for ${module}`);
          return chunk;
        };
        // The entry's parts and their static imports, for every path.
        const everywhere: string[] = [];
        const visitAlways = (fileName: string) => {
          if (entryFiles.has(fileName)) return;
          entryFiles.add(fileName);
          everywhere.push(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visitAlways);
        };
        for (const module of always) visitAlways(chunkOf(module).fileName);
        const table: Record<string, string[]> = {};
        for (const [path, modules] of Object.entries(routes)) {
          // The screens' chunks and their static imports, less what index.html loads.
          const files = new Set<string>();
          const visit = (fileName: string) => {
            if (files.has(fileName) || entryFiles.has(fileName)) return;
            files.add(fileName);
            const chunk = bundle[fileName];
            if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
          };
          for (const module of modules) visit(chunkOf(module).fileName);
          table[path] = [...files].map((f) => `/${f}`);
        }
        // The list is a JSON literal that scripts/check-bytes.mjs reads back.
        const list = JSON.stringify({ always: everywhere.map((f) => `/${f}`), routes: table });
        // One link a task, each task posted through a MessageChannel (a timer chain is clamped to
        // 4 ms a link after five): each link starts a fetch on the main thread, 0.2-6 ms at full
        // speed in Lighthouse's traces here and 3-13 ms on the cheap phone, most where the service
        // worker answers (a signed-in repeat visit). The market's 30 in one go were a 200 ms task after its first paint on the
        // phone; a time budget of 20 ms a task still fitted them all in one task on a fast device,
        // and Lighthouse's simulated phone multiplies the tasks of a run at full speed (16-19 ms
        // there, simulated at 5.45x as 90-100 ms of one task).
        const code =
          `(function(p){function go(){var l=p.always.concat(p.routes[location.pathname]||[]),i=0,` +
          `c=new MessageChannel();c.port1.onmessage=next;if(l.length)next();` +
          `function next(){` +
          `var k=document.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=l[i++];` +
          `document.head.appendChild(k);if(i<l.length)c.port2.postMessage(0)}}` +
          (deferClass
            ? `if(document.documentElement.classList.contains(${JSON.stringify(deferClass)})` +
              `||document.getElementById(${JSON.stringify(FIRST_PAGE.blockId)}))` +
              `document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(go,0)})});` +
              `else `
            : '') +
          // Elsewhere in a task of its own, not in the parser's: the channel and the first fetch
          // cost 2-7 ms at full speed, in a task that already runs the page's inline scripts.
          `setTimeout(go,0)})(${list});` +
          `${early ? firstPageScript(early) : ''}`;
        const script = inlineScript('web/build/route-preload.ts (the route script)', code);
        // The query, for the marketPage function (functions/src/market/first-page.ts).
        const meta = early
          ? `<meta name="${FIRST_PAGE.queryMeta}" content="${escapeHtml(JSON.stringify(early.body))}">\n    `
          : '';
        return insertAt(html, '</title>', `</title>\n    ${meta}${script}`);
      },
    },
  };
}
