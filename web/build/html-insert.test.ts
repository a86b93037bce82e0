import { describe, expect, it } from 'vitest';
import { inlineScript, insertAt } from './html-insert';

const HTML = '<head><title>T</title></head>';

describe('insertAt', () => {
  it("inserts a script text holding $&, $', $` and $$ verbatim", () => {
    const text = '</title><script>x="$&"+"$\'"+"$`"+"$$"</script>';
    expect(insertAt(HTML, '</title>', text)).toBe(
      '<head><title>T</title><script>x="$&"+"$\'"+"$`"+"$$"</script></head>',
    );
  });

  it('replaces only the first marker and leaves html without one as it was', () => {
    expect(insertAt('<b></b><b></b>', '<b>', '<i>')).toBe('<i></b><b></b>');
    expect(insertAt(HTML, '<body>', '<main>')).toBe(HTML);
  });
});

describe('inlineScript', () => {
  it('wraps the code in a script element, $ sequences and all', () => {
    expect(inlineScript('web/build/x.ts', "go('$&', '$$')")).toBe("<script>go('$&', '$$')</script>");
  });

  it.each([
    ['a="</script>"', '</script'],
    ['a="</SCRIPT >"', '</SCRIPT'],
    ['a="<!--"', '<!--'],
  ])('refuses %s, naming the script', (code, found) => {
    expect(() => inlineScript('web/build/x.ts (test)', code)).toThrow(
      `web/build/x.ts (test): its inline script for index.html contains "${found}", ` +
        'which would end the <script> element early or hide its end from the HTML parser',
    );
  });

  it('accepts the escaped spellings a bundler writes', () => {
    expect(inlineScript('web/build/x.ts', 'a="<\\/script>"+"<\\!--"')).toBe(
      '<script>a="<\\/script>"+"<\\!--"</script>',
    );
  });
});
