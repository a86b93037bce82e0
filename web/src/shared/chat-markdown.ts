// A tiny Markdown reader for the assistant's answers: paragraphs, headings,
// bullet and numbered lists (nested by indentation), **bold**, *italic* and
// `code`. It yields plain data; the web app turns it into React elements, so
// any HTML in an answer stays text and nothing is ever injected as markup.

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; children: Inline[] }
  | { kind: 'italic'; children: Inline[] }
  | { kind: 'code'; text: string };

export interface ListItem {
  lines: Inline[][];
  children: ListBlock[];
}
export interface ListBlock {
  kind: 'list';
  ordered: boolean;
  start: number;
  items: ListItem[];
}
export type Block = { kind: 'paragraph'; lines: Inline[][] } | { kind: 'heading'; content: Inline[] } | ListBlock;

const LIST_ITEM = /^(\s*)([-*+]|\d{1,3}[.)])\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*?)\s*#*\s*$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const INLINE = /(\*\*|__)(.+?)\1|`([^`]+)`|\*([^\s*](?:[^*]*[^\s*])?)\*/;

/** Bold, italic and code spans of one line. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest.length > 0) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push({ kind: 'text', text: rest });
      break;
    }
    if (m.index > 0) out.push({ kind: 'text', text: rest.slice(0, m.index) });
    if (m[2] !== undefined) out.push({ kind: 'bold', children: parseInline(m[2]) });
    else if (m[3] !== undefined) out.push({ kind: 'code', text: m[3] });
    else out.push({ kind: 'italic', children: parseInline(m[4]) });
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

const indentOf = (raw: string) => raw.replace(/\t/g, '    ').length;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: Inline[][] | null = null;
  // Open lists, outermost first, with the indentation of their markers.
  let stack: { indent: number; list: ListBlock }[] = [];

  const endParagraph = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = null;
  };
  const nextNonBlank = (from: number) => lines.slice(from).find((l) => l.trim() !== '');

  lines.forEach((line, i) => {
    if (line.trim() === '') {
      endParagraph();
      // A blank line between items keeps the list open (a "loose" list).
      const next = nextNonBlank(i + 1);
      if (!next || !(LIST_ITEM.test(next) || (stack.length > 0 && /^\s+\S/.test(next)))) stack = [];
      return;
    }
    if (RULE.test(line)) {
      endParagraph();
      stack = [];
      return;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      endParagraph();
      const indent = indentOf(item[1]);
      const ordered = /\d/.test(item[2]);
      const entry: ListItem = { lines: [parseInline(item[3])], children: [] };
      while (stack.length > 0 && stack[stack.length - 1].indent > indent) stack.pop();
      const top = stack[stack.length - 1];
      if (top && top.indent === indent && top.list.ordered === ordered) {
        top.list.items.push(entry);
        return;
      }
      if (top && top.indent === indent) stack.pop();
      const list: ListBlock = { kind: 'list', ordered, start: ordered ? parseInt(item[2], 10) : 1, items: [entry] };
      const parent = stack[stack.length - 1];
      if (parent) parent.list.items[parent.list.items.length - 1].children.push(list);
      else blocks.push(list);
      stack.push({ indent, list });
      return;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      stack = [];
      blocks.push({ kind: 'heading', content: parseInline(heading[1]) });
      return;
    }
    const open = stack[stack.length - 1];
    if (open) {
      // Text right under an item, or indented under it after a blank line, continues that item.
      const items = open.list.items;
      items[items.length - 1].lines.push(parseInline(line.trim()));
      return;
    }
    stack = [];
    paragraph ??= [];
    paragraph.push(parseInline(line.trim()));
  });
  endParagraph();
  return blocks;
}
