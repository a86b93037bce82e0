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

/**
 * Runs the route script on `pathname` with a stub page whose clock moves `msPerLink` at each
 * link added: the links each task added.
 */
function linksPerTask(html: string, pathname: string, msPerLink = 7): string[][] {
  const code = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
  const tasks: string[][] = [[]];
  const timers: (() => void)[] = [];
  let now = 1000;
  const document = {
    documentElement: { className: '', classList: { contains: () => false } },
    getElementById: () => null,
    createElement: () => ({}),
    head: {
      appendChild: (link: { rel: string; href: string }) => {
        now += msPerLink;
        tasks.at(-1)!.push(`${link.rel} ${link.href}`);
      },
    },
  };
  const performance = { now: () => now };
  new Function('document', 'location', 'window', 'setTimeout', 'performance', code)(
    document,
    { pathname },
    {},
    (f: () => void) => timers.push(f),
    performance,
  );
  while (timers.length) {
    tasks.push([]);
    timers.shift()!();
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
    expect(html).toContain('go()})({"always":[],"routes":{"/":["/assets/landing.js"]}});');
    expect(html.startsWith('<head><title>T</title>\n    <meta name="kh-first-page-query"')).toBe(true);
    expect(html.endsWith('</script></head>')).toBe(true);
  });

  it('adds modulepreload links for 20 ms a task, then yields to the page', () => {
    // 7 ms a link: the third reaches 21 ms and ends its task.
    const tasks = linksPerTask(run({}, landingImporting(12)), '/');
    expect(tasks.map((t) => t.length)).toEqual([3, 3, 3, 3, 1]);
    expect(tasks[0][0]).toBe('modulepreload /assets/landing.js');
    expect(tasks[4][0]).toBe('modulepreload /assets/part-11.js');
    // A link slower than the budget still goes, one a task.
    expect(linksPerTask(run({}, landingImporting(2)), '/', 30).map((t) => t.length)).toEqual([1, 1, 1]);
  });

  it('adds no link on a path without preloads', () => {
    expect(linksPerTask(run({}, landingImporting(12)), '/weather')).toEqual([[]]);
  });

  it('refuses a script that a body with </script> would cut short', () => {
    expect(() => run({ q: '</script><script>alert(1)' })).toThrow(
      'web/build/route-preload.ts (the route script): its inline script for index.html contains "</script"',
    );
  });
});
