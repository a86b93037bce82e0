// How the build plugins write text into index.html. Two traps: String.replace
// with a replacement *string* expands `$&`, `$'`, `` $` `` and `$$`, which a
// minified bundle or a JSON literal can contain; and an inline script's text
// that holds `</script` ends the element early, while `<!--` can make the HTML
// parser run past the real `</script>` (the "escaped" script states).

/** `html` with `text` put verbatim in place of the first `marker` (unchanged if there is none). */
export function insertAt(html: string, marker: string, text: string): string {
  // A replacer function's result is inserted as is: no `$` pattern is expanded.
  return html.replace(marker, () => text);
}

const UNSAFE_IN_SCRIPT = /<\/script|<!--/i;

/**
 * `<script>code</script>` for index.html, or an error naming `source` (the
 * plugin or module that made the code) if the code would not stay one script.
 * Such code is not escaped here: that would change what runs and its CSP hash.
 */
export function inlineScript(source: string, code: string): string {
  const unsafe = UNSAFE_IN_SCRIPT.exec(code);
  if (unsafe) {
    throw new Error(
      `${source}: its inline script for index.html contains "${unsafe[0]}", ` +
        'which would end the <script> element early or hide its end from the HTML parser',
    );
  }
  return `<script>${code}</script>`;
}
