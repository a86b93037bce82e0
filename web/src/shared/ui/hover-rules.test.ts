import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../..', import.meta.url));

/** Every stylesheet under web/src, relative to it. */
const cssFiles = (): string[] =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));

/** The selectors with `:hover` that are not inside an `@media (hover: hover)` block. */
function bareHovers(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const open: boolean[] = []; // for each open block: is it `@media (hover: hover)`?
  const found: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      const prelude = text.slice(start, i).trim();
      if (prelude.includes(':hover') && !open.includes(true)) found.push(prelude);
      open.push(/^@media\s*\(hover:\s*hover\)$/.test(prelude));
      start = i + 1;
    } else if (text[i] === '}') {
      open.pop();
      start = i + 1;
    } else if (text[i] === ';') {
      start = i + 1;
    }
  }
  return found;
}

describe('hover styles', () => {
  it('apply only where there is a mouse (a tap on a phone sets :hover, and it stays)', () => {
    const bare = cssFiles().flatMap((file) =>
      bareHovers(readFileSync(join(SRC, file), 'utf8')).map((selector) => `${file}: ${selector}`),
    );
    expect(bare).toEqual([]);
  });

  it('are found by the check when bare', () => {
    expect(bareHovers('.a:hover { color: red; }\n@media (hover: hover) { .b:hover { color: red; } }')).toEqual([
      '.a:hover',
    ]);
  });
});
