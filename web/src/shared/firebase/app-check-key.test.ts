import { describe, expect, it } from 'vitest';
import { appCheckSiteKey } from './app-check-key';

describe('appCheckSiteKey', () => {
  it('starts App Check with the configured key in a deployed build', () => {
    expect(appCheckSiteKey('6LcSiteKeyFromTheConsole', false)).toBe('6LcSiteKeyFromTheConsole');
    expect(appCheckSiteKey('  6LcSiteKeyFromTheConsole\n', false)).toBe('6LcSiteKeyFromTheConsole');
  });

  it('never starts it on the emulators, even with a key', () => {
    expect(appCheckSiteKey('6LcSiteKeyFromTheConsole', true)).toBeNull();
  });

  it('does not start it without a key', () => {
    expect(appCheckSiteKey(undefined, false)).toBeNull();
    expect(appCheckSiteKey('', false)).toBeNull();
    expect(appCheckSiteKey('   ', false)).toBeNull();
  });
});
