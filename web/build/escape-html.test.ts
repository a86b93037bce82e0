import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes &, <, >, " and \'', () => {
    expect(escapeHtml(`Tom & "Jerry's" <b>`)).toBe('Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;');
  });

  it('escapes an entity once more, so it shows as typed', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves $ sequences and other text as they are', () => {
    expect(escapeHtml("$& $' $` $$ नमस्ते")).toBe('$&amp; $&#39; $` $$ नमस्ते');
  });
});
