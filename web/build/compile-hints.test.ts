import { describe, expect, it } from 'vitest';
import { hintFirst } from './compile-hints';

describe('the compile hint comes first in a chunk', () => {
  it('is left where it is when it is first', () => {
    expect(hintFirst('//# allFunctionsCalledOnLoad\nexport const a=1;')).toBe(
      '//# allFunctionsCalledOnLoad\nexport const a=1;',
    );
  });

  it("is moved above Vite's dependency list", () => {
    expect(hintFirst('const __vite__mapDeps=(i)=>i;\n//# allFunctionsCalledOnLoad\nexport const a=1;')).toBe(
      '//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=(i)=>i;\nexport const a=1;',
    );
  });

  it('is added where the banner is missing, once', () => {
    expect(hintFirst('export const a=1;')).toBe('//# allFunctionsCalledOnLoad\nexport const a=1;');
    expect(hintFirst(hintFirst('export const a=1;'))).toBe('//# allFunctionsCalledOnLoad\nexport const a=1;');
  });
});
