import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, type Inline } from './chat-markdown';

const text = (t: string): Inline => ({ kind: 'text', text: t });

describe('parseInline', () => {
  it('reads bold, italic and code spans', () => {
    expect(parseInline('Use **neem oil** and *water* with `2 ml`')).toEqual([
      text('Use '),
      { kind: 'bold', children: [text('neem oil')] },
      text(' and '),
      { kind: 'italic', children: [text('water')] },
      text(' with '),
      { kind: 'code', text: '2 ml' },
    ]);
  });

  it('keeps HTML as plain text', () => {
    expect(parseInline('<img src=x onerror=alert(1)>')).toEqual([text('<img src=x onerror=alert(1)>')]);
  });

  it('leaves a lone asterisk and 2 * 3 alone', () => {
    expect(parseInline('2 * 3 = 6 * maybe')).toEqual([text('2 * 3 = 6 * maybe')]);
  });
});

describe('parseMarkdown', () => {
  it('splits paragraphs on blank lines and keeps line breaks inside one', () => {
    expect(parseMarkdown('First line\nsecond line\n\nNext paragraph')).toEqual([
      { kind: 'paragraph', lines: [[text('First line')], [text('second line')]] },
      { kind: 'paragraph', lines: [[text('Next paragraph')]] },
    ]);
  });

  it('reads bullet and numbered lists with their start number', () => {
    const blocks = parseMarkdown('Steps:\n3. Plough\n4. Sow\n\n- Water\n* Weed');
    expect(blocks).toEqual([
      { kind: 'paragraph', lines: [[text('Steps:')]] },
      {
        kind: 'list',
        ordered: true,
        start: 3,
        items: [
          { lines: [[text('Plough')]], children: [] },
          { lines: [[text('Sow')]], children: [] },
        ],
      },
      {
        kind: 'list',
        ordered: false,
        start: 1,
        items: [
          { lines: [[text('Water')]], children: [] },
          { lines: [[text('Weed')]], children: [] },
        ],
      },
    ]);
  });

  it('nests indented items and keeps a loose list (blank lines between items) as one list', () => {
    const blocks = parseMarkdown('1. **Soil**\n    * Loamy\n    * Well drained\n\n2. Water\n\nDone.');
    expect(blocks).toHaveLength(2);
    const list = blocks[0];
    expect(list.kind === 'list' && list.items.length).toBe(2);
    if (list.kind !== 'list') throw new Error('expected a list');
    expect(list.items[0].lines).toEqual([[{ kind: 'bold', children: [text('Soil')] }]]);
    expect(list.items[0].children).toEqual([
      {
        kind: 'list',
        ordered: false,
        start: 1,
        items: [
          { lines: [[text('Loamy')]], children: [] },
          { lines: [[text('Well drained')]], children: [] },
        ],
      },
    ]);
    expect(blocks[1]).toEqual({ kind: 'paragraph', lines: [[text('Done.')]] });
  });

  it('turns headings into heading blocks and drops horizontal rules', () => {
    expect(parseMarkdown('## Wheat\n---\nSow in **November**')).toEqual([
      { kind: 'heading', content: [text('Wheat')] },
      { kind: 'paragraph', lines: [[text('Sow in '), { kind: 'bold', children: [text('November')] }]] },
    ]);
  });

  it('adds text right under an item to that item', () => {
    const [list] = parseMarkdown('- Urea\n  apply in two doses');
    expect(list).toEqual({
      kind: 'list',
      ordered: false,
      start: 1,
      items: [{ lines: [[text('Urea')], [text('apply in two doses')]], children: [] }],
    });
  });

  it('gives nothing for empty input', () => {
    expect(parseMarkdown('')).toEqual([]);
    expect(parseMarkdown('\n\n  \n')).toEqual([]);
  });
});
