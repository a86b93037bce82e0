import { createElement, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

/** The HTML of `component` once every part has loaded or failed (prerendering waits for them), without React's Suspense markers. */
async function html(component: ComponentType<{ title: string }>): Promise<string> {
  const { prelude } = await prerenderToNodeStream(createElement(component, { title: 'Decline this request?' }));
  let text = '';
  for await (const chunk of prelude) text += String(chunk);
  return text.replace(/<!--\/?\$-->/g, '');
}

const Dialog = ({ title }: { title: string }) => createElement('h2', null, title);

describe('lazyPart', () => {
  it('renders the part once its chunk has loaded, fetching it once', async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads++;
      return { default: Dialog };
    });
    expect(await html(Part)).toBe('<h2>Decline this request?</h2>');
    expect(await html(Part)).toBe('<h2>Decline this request?</h2>');
    expect(loads).toBe(1);
  });

  it('renders nothing when the download fails, and tries again on its next render', async () => {
    let loads = 0;
    const Part = lazyPart(async () => {
      loads++;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return { default: Dialog };
    });
    expect(await html(Part)).toBe('');
    expect(await html(Part)).toBe('<h2>Decline this request?</h2>');
    expect(loads).toBe(2);
  });
});
