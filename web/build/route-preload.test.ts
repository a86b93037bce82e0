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

function run(body: unknown): string {
  const early: EarlyRequest = { path: '/marketplace', body, projectId: 'demo-x', apiKey: 'k' };
  const plugin = routePreload('/r', { '/': ['src/landing.tsx'] }, early);
  const handler = (plugin.transformIndexHtml as { handler: Handler }).handler;
  return handler('<head><title>T</title></head>', { bundle: BUNDLE });
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

  it('refuses a script that a body with </script> would cut short', () => {
    expect(() => run({ q: '</script><script>alert(1)' })).toThrow(
      'web/build/route-preload.ts (the route script): its inline script for index.html contains "</script"',
    );
  });
});
