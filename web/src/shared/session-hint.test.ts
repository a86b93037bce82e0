import { afterEach, describe, expect, it, vi } from 'vitest';
import { hintedSession, sessionInIndexedDb, visitorWithoutAuth } from './session-hint';

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

describe('hintedSession (the store and the data worker assume them until Auth answers)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const who = (value: string | null) =>
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'kh.who' ? value : null) });

  it("is the uid, role, email and name this phone's last session saved", () => {
    who('{"uid":"u-ramesh","role":"farmer","email":"ramesh@example.com","displayName":"Ramesh Patil"}');
    expect(hintedSession()).toEqual({
      status: 'signedIn',
      uid: 'u-ramesh',
      role: 'farmer',
      email: 'ramesh@example.com',
      displayName: 'Ramesh Patil',
    });
    who('{"uid":"u-anita","role":"user","email":null}');
    expect(hintedSession()).toEqual({
      status: 'signedIn',
      uid: 'u-anita',
      role: 'user',
      email: null,
      displayName: null,
    });
  });

  it('is null without a saved person, without a role, or with anything unreadable', () => {
    for (const value of [
      null,
      '{"uid":"u-ramesh","role":null}',
      '{"uid":"","role":"farmer"}',
      '{"role":"farmer"}',
      'not json',
      '"u-ramesh"',
    ]) {
      who(value);
      expect(hintedSession()).toBeNull();
    }
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
    });
    expect(hintedSession()).toBeNull();
  });
});

describe('sessionInIndexedDb (Auth then also looks where it kept sessions before)', () => {
  afterEach(() => vi.unstubAllGlobals());
  const USER = 'firebase:authUser:demo-api-key:[DEFAULT]';
  const stored = (entries: Record<string, string>) =>
    vi.stubGlobal('localStorage', { getItem: (key: string) => entries[key] ?? null });

  it("is true for a session hint without Auth's localStorage entry", () => {
    stored({ 'kh.session': '1' });
    expect(sessionInIndexedDb(USER)).toBe(true);
  });

  it('is false once Auth keeps the user in localStorage', () => {
    stored({ 'kh.session': '1', [USER]: '{"uid":"u1"}' });
    expect(sessionInIndexedDb(USER)).toBe(false);
  });

  it('is false for a phone that never had a session', () => {
    stored({});
    expect(sessionInIndexedDb(USER)).toBe(false);
  });

  it('is true when storage cannot be read', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
    });
    expect(sessionInIndexedDb(USER)).toBe(true);
  });
});
