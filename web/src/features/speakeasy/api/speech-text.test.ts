import { describe, expect, it } from 'vitest';
import { plainText, speechChunks } from './speech-text';

describe('speech text', () => {
  it('drops Markdown marks but keeps list numbers', () => {
    expect(plainText('## Sowing\n\nUse **DAP** at *50 kg*.\n\n1. Plough\n2. Sow')).toBe(
      'Sowing\n\nUse DAP at 50 kg.\n\n1. Plough\n2. Sow',
    );
  });

  it('cuts long text at sentence and word ends, Hindi full stops included', () => {
    expect(speechChunks('पहला वाक्य। दूसरा वाक्य।')).toEqual(['पहला वाक्य।', 'दूसरा वाक्य।']);
    expect(speechChunks('Do this. Then:\n1. Plough 2 acres.\n2. Sow')).toEqual([
      'Do this.',
      'Then:',
      '1. Plough 2 acres.',
      '2. Sow',
    ]);
    const long = 'word '.repeat(100).trim();
    const chunks = speechChunks(long, 50);
    expect(chunks.every((c) => c.length <= 50)).toBe(true);
    expect(chunks.join(' ')).toBe(long);
  });
});
