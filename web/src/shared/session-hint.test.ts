import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorWithoutAuth } from './session-hint';

/** A localStorage holding only the session hint `value` (null: none). */
const hint = (value: string | null) =>
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'kh.session' ? value : null) });

describe('visitorWithoutAuth (the store starts these visitors signed out)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true on / and /marketplace for a phone with no session hint', () => {
    hint(null);
    expect(visitorWithoutAuth('/')).toBe(true);
    expect(visitorWithoutAuth('/marketplace')).toBe(true);
  });

  it('is false for a phone that had a session: Auth decides there', () => {
    hint('1');
    expect(visitorWithoutAuth('/')).toBe(false);
    expect(visitorWithoutAuth('/marketplace')).toBe(false);
  });

  it('is false on every other page, which loads Auth at once', () => {
    hint(null);
    expect(visitorWithoutAuth('/blogsList')).toBe(false);
    expect(visitorWithoutAuth('/OrderMessage')).toBe(false);
  });

  it('is false when storage cannot be read (a session is assumed)', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
    });
    expect(visitorWithoutAuth('/marketplace')).toBe(false);
  });
});
