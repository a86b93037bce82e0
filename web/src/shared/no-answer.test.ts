import { describe, expect, it } from 'vitest';
import { noAnswer } from './no-answer';

describe('noAnswer', () => {
  it('is true when the server never answered: no network, a lost answer, a timeout, no code', () => {
    for (const code of ['functions/internal', 'functions/unavailable', 'functions/deadline-exceeded', 'unavailable']) {
      expect(noAnswer({ code })).toBe(true);
    }
    expect(noAnswer(new Error('Failed to fetch'))).toBe(true);
    expect(noAnswer(null)).toBe(true);
  });

  it("is false for a server's refusal", () => {
    expect(noAnswer({ code: 'functions/failed-precondition', details: { code: 'photos/too-many' } })).toBe(false);
    expect(noAnswer({ code: 'functions/permission-denied' })).toBe(false);
    expect(noAnswer({ code: 'permission-denied' })).toBe(false);
  });
});
