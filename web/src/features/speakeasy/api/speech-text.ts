import { parseMarkdown, type Block, type Inline } from '../../../shared/chat-markdown';
// Relative, not '@/': the unit tests (vitest's unit project) alias only @shared.

// The assistant answers in light Markdown; speech and the plain transcript need
// the words only, and long answers are spoken in pieces because browsers cut a
// single long utterance short.

function inlineText(parts: Inline[]): string {
  return parts.map((p) => (p.kind === 'text' || p.kind === 'code' ? p.text : inlineText(p.children))).join('');
}

function blockLines(block: Block, depth = 0): string[] {
  if (block.kind === 'heading') return [inlineText(block.content)];
  if (block.kind === 'paragraph') return block.lines.map(inlineText);
  return block.items.flatMap((item, i) => {
    const bullet = block.ordered ? `${block.start + i}. ` : '• ';
    const [first = '', ...rest] = item.lines.map(inlineText);
    return [
      `${'  '.repeat(depth)}${bullet}${first}`,
      ...rest,
      ...item.children.flatMap((c) => blockLines(c, depth + 1)),
    ];
  });
}

/** The answer as plain lines of text (lists keep their bullets and numbers). */
export function plainText(markdown: string): string {
  return parseMarkdown(markdown)
    .map((b) => blockLines(b).join('\n'))
    .join('\n\n');
}

/** Splits text into pieces of at most `max` characters, at sentence or word ends. */
export function speechChunks(text: string, max = 180): string[] {
  const sentences = text
    .replace(/•/g, '')
    // Sentence ends, but not a list number's full stop ("1. Sow").
    .split(/(?<=[.!?।])(?<!\d\.)\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const out: string[] = [];
  for (const sentence of sentences) {
    let rest = sentence;
    while (rest.length > max) {
      const cut = rest.lastIndexOf(' ', max);
      const at = cut > max / 2 ? cut : max;
      out.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (rest) out.push(rest);
  }
  return out;
}
