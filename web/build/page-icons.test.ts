import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

// Chrome parses an SVG icon as a document of its own on the page's main thread each time it
// fetches one (the page's icon, the manifest's best icon for installing): 6-35 ms at full speed
// in a signed-in market's load (docs/performance-history.md, 30 Nov, midday).
describe('the icons Chrome fetches with every page', () => {
  it('index.html declares PNG icons only', () => {
    const html = read('../index.html');
    const icons = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon)" href="([^"]+)"/g)].map((m) => m[1]);
    expect(icons).toEqual(['/icons/icon-48.png', '/icons/icon-192.png']);
  });

  it('the web manifest lists PNG icons only', () => {
    const manifest = JSON.parse(read('../public/manifest.webmanifest')) as {
      icons: Array<{ src: string; type: string }>;
    };
    expect(manifest.icons.length).toBeGreaterThan(0);
    expect(manifest.icons.filter((icon) => icon.type !== 'image/png' || !icon.src.endsWith('.png'))).toEqual([]);
  });
});
