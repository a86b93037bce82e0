import { describe, expect, it } from 'vitest';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, historyToSend, type ChatTurn } from './assistant';
import { askAssistantSchema } from './assistant-schema';
import { firstIssue } from './profile';

const messageOf = (input: unknown) => {
  const r = askAssistantSchema.safeParse(input);
  return r.success ? null : firstIssue(r.error);
};

describe('askAssistantSchema', () => {
  it('accepts a question with or without history and trims it', () => {
    expect(askAssistantSchema.parse({ message: '  How to grow wheat? ' })).toEqual({
      history: [],
      message: 'How to grow wheat?',
    });
    const history = [
      { role: 'user', text: 'Hi' },
      { role: 'model', text: 'Hello' },
    ];
    expect(askAssistantSchema.parse({ history, message: 'Next' }).history).toEqual(history);
  });

  it('refuses an empty or blank question', () => {
    expect(messageOf({ message: '   ' })).toBe(ASSISTANT_MESSAGES.emptyMessage);
    expect(messageOf({})).toBe(ASSISTANT_MESSAGES.emptyMessage);
  });

  it('refuses a question over the length limit, and accepts one at it', () => {
    expect(messageOf({ message: 'a'.repeat(ASSISTANT_LIMITS.messageMax) })).toBeNull();
    expect(messageOf({ message: 'a'.repeat(ASSISTANT_LIMITS.messageMax + 1) })).toBe(ASSISTANT_MESSAGES.messageTooLong);
  });

  it('refuses too much history, unknown roles and extra fields', () => {
    const turn = { role: 'user', text: 'x' };
    expect(messageOf({ history: Array(ASSISTANT_LIMITS.historyMax).fill(turn), message: 'q' })).toBeNull();
    expect(messageOf({ history: Array(ASSISTANT_LIMITS.historyMax + 1).fill(turn), message: 'q' })).toBe(
      ASSISTANT_MESSAGES.historyTooLong,
    );
    expect(messageOf({ history: [{ role: 'system', text: 'x' }], message: 'q' })).toBe(ASSISTANT_MESSAGES.badHistory);
    expect(messageOf({ history: [{ role: 'user', text: '' }], message: 'q' })).toBe(ASSISTANT_MESSAGES.badHistory);
    expect(messageOf({ message: 'q', model: 'gemini-ultra' })).not.toBeNull();
  });
});

describe('historyToSend', () => {
  const turns = (n: number): ChatTurn[] =>
    Array.from({ length: n }, (_, i) => ({ role: i % 2 === 0 ? 'user' : 'model', text: `t${i}` }));

  it('sends everything while it fits', () => {
    expect(historyToSend(turns(6))).toEqual(turns(6));
  });

  it('keeps the most recent turns within the limit, starting with a question', () => {
    const sent = historyToSend(turns(25));
    expect(sent.length).toBeLessThanOrEqual(ASSISTANT_LIMITS.historyMax);
    expect(sent[0].role).toBe('user');
    expect(sent[sent.length - 1].text).toBe('t24');
  });
});
