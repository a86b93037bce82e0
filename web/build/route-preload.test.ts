import { describe, expect, it } from 'vitest';
import { routePreload, type EarlyRequest } from './route-preload';

type Handler = (html: string, ctx: { bundle: Record<string, unknown> }) => string;

// Two chunks: the entry and the landing screen's.
const BUNDLE = {
  'assets/index.js': {
    type: 'chunk',
    isEntry: true,
    fileName: 'assets/index.js',
    imports: [],
    facadeModuleId: '/r/src/main.tsx',
  },
  'assets/landing.js': {
    type: 'chunk',
    isEntry: false,
    fileName: 'assets/landing.js',
    imports: [],
    facadeModuleId: '/r/src/landing.tsx',
  },
};

function run(body: unknown, bundle: Record<string, unknown> = BUNDLE): string {
  const early: EarlyRequest = { path: '/marketplace', body, projectId: 'demo-x', apiKey: 'k' };
  const plugin = routePreload('/r', { '/': ['src/landing.tsx'] }, early);
  const handler = (plugin.transformIndexHtml as { handler: Handler }).handler;
  return handler('<head><title>T</title></head>', { bundle });
}

/** The landing chunk importing `n` chunks of its own: `/` then preloads 1 + n files. */
function landingImporting(n: number): Record<string, unknown> {
  const parts = Array.from({ length: n }, (_, i) => `assets/part-${i}.js`);
  const bundle: Record<string, unknown> = {
    ...BUNDLE,
    'assets/landing.js': { ...BUNDLE['assets/landing.js'], imports: parts },
  };
  for (const fileName of parts) bundle[fileName] = { type: 'chunk', isEntry: false, fileName, imports: [] };
  return bundle;
}

/** Runs the route script on `pathname` with a stub page: the links each task added. */
function linksPerTask(html: string, pathname: string): string[][] {
  const code = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  const tasks: string[][] = [[]];
  const queue: (() => void)[] = [];
  const document = {
    documentElement: { className: '', classList: { contains: () => false } },
    getElementById: () => null,
    createElement: () => ({}),
    head: {
      appendChild: (link: { rel: string; href: string }) => tasks.at(-1)!.push(`${link.rel} ${link.href}`),
    },
  };
  // A message posted on one port is a task of its own on the other's handler.
  class MessageChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => queue.push(() => this.port1.onmessage?.()) };
  }
  const setTimeout = (f: () => void) => queue.push(f);
  new Function('document', 'location', 'window', 'MessageChannel', 'setTimeout', code)(
    document,
    { pathname },
    {},
    MessageChannel,
    setTimeout,
  );
  while (queue.length) {
    tasks.push([]);
    queue.shift()!();
  }
  return tasks;
}

describe('routePreload', () => {
  it("writes a request body holding $&, $', $` and $$ verbatim", () => {
    const html = run({ q: "$& $' $` $$" });
    expect(html).toContain(
      '<meta name="kh-first-page-query" content="{&quot;q&quot;:&quot;$&amp; $&#39; $` $$&quot;}">',
    );
    expect(html).toContain(`body:"{\\"q\\":\\"$& $' $\` $$\\"}"`);
    expect(html).toContain('setTimeout(go,0)})({"always":[],"routes":{"/":["/assets/landing.js"]}});');
    expect(html.startsWith('<head><title>T</title>\n    <meta name="kh-first-page-query"')).toBe(true);
    expect(html.endsWith('</script></head>')).toBe(true);
  });

  it('adds one modulepreload link a task, each task posted after the one before', () => {
    const tasks = linksPerTask(run({}, landingImporting(3)), '/');
    // None in the parser's task (the first, where the script runs).
    expect(tasks[0]).toEqual([]);
    expect(tasks.slice(1)).toEqual([
      ['modulepreload /assets/landing.js'],
      ['modulepreload /assets/part-0.js'],
      ['modulepreload /assets/part-1.js'],
      ['modulepreload /assets/part-2.js'],
    ]);
  });

  it('adds no link on a path without preloads', () => {
    expect(linksPerTask(run({}, landingImporting(12)), '/weather').flat()).toEqual([]);
  });

  it('refuses a script that a body with </script> would cut short', () => {
    expect(() => run({ q: '</script><script>alert(1)' })).toThrow(
      'web/build/route-preload.ts (the route script): its inline script for index.html contains "</script"',
    );
  });
});
