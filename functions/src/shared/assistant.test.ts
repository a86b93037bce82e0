import { describe, expect, it } from 'vitest';
import { historyToSend, type ChatRole, type ChatTurn } from './assistant';
import { askAssistantSchema } from './assistant-schema';
import { firstIssue, parseForPeople } from './profile';

const messageOf = (input: unknown) => {
  const r = parseForPeople(askAssistantSchema, input);
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
    expect(messageOf({ message: '   ' })).toBe('Type a question first');
    expect(messageOf({})).toBe('Type a question first');
  });

  it('refuses a question over the length limit, and accepts one at it', () => {
    expect(messageOf({ message: 'a'.repeat(2000) })).toBeNull();
    expect(messageOf({ message: 'a'.repeat(2001) })).toBe('Your question is too long: at most 2000 characters');
  });

  it('refuses too much history, unknown roles and extra fields', () => {
    const turn = { role: 'user', text: 'x' };
    expect(messageOf({ history: Array(20).fill(turn), message: 'q' })).toBeNull();
    expect(messageOf({ history: Array(21).fill(turn), message: 'q' })).toBe(
      'The conversation is too long: at most 20 earlier messages can be sent',
    );
    expect(messageOf({ history: [{ role: 'system', text: 'x' }], message: 'q' })).toBe(
      'The conversation could not be read; please start again',
    );
    expect(messageOf({ history: [{ role: 'user', text: '' }], message: 'q' })).toBe(
      'The conversation could not be read; please start again',
    );
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
    expect(sent.length).toBeLessThanOrEqual(20);
    expect(sent[0].role).toBe('user');
    expect(sent[sent.length - 1].text).toBe('t24');
  });

  it('drops the oldest turns to keep the whole request within 48,000 characters', () => {
    const big = (role: ChatRole, c: string): ChatTurn => ({ role, text: c.repeat(15_000) });
    const history = [big('user', 'a'), big('model', 'b'), big('user', 'c'), big('model', 'd')];
    // 60,000 characters in all: the oldest exchange goes; what is left starts with a question.
    const sent = historyToSend(history, 'next question');
    expect(sent.map((t) => t.text[0])).toEqual(['c', 'd']);
    expect(parseForPeople(askAssistantSchema, { history: sent, message: 'next question' }).success).toBe(true);
  });

  it('sends nothing older than a turn over the per-turn limit', () => {
    const history: ChatTurn[] = [
      { role: 'user', text: 'old' },
      { role: 'model', text: 'x'.repeat(40_001) },
      { role: 'user', text: 'recent' },
      { role: 'model', text: 'answer' },
    ];
    expect(historyToSend(history, 'q')).toEqual(history.slice(2));
  });
});

describe('askAssistantSchema, sizes', () => {
  it('refuses a request over 48,000 characters in all, and a single turn over 40,000', () => {
    const turn = (text: string) => ({ role: 'user', text });
    expect(messageOf({ history: [turn('a'.repeat(30_000)), turn('b'.repeat(17_999))], message: 'q' })).toBeNull();
    expect(messageOf({ history: [turn('a'.repeat(30_000)), turn('b'.repeat(18_000))], message: 'q' })).toBe(
      'The conversation is too long: at most 48,000 characters in all can be sent; please start a new chat',
    );
    expect(messageOf({ history: [turn('a'.repeat(40_001))], message: 'q' })).toBe(
      'One earlier message is too long: at most 40,000 characters each',
    );
  });
});
