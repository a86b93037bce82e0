import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPath } from './return-path';

describe('login return path', () => {
  it('returns to a page of this app, with its query', () => {
    expect(returnPath('/MyOrdersUser')).toBe('/MyOrdersUser');
    expect(returnPath('/update/abc?x=1')).toBe('/update/abc?x=1');
  });

  it('never leaves the app or loops to login/signup', () => {
    expect(returnPath(null)).toBeNull();
    expect(returnPath('')).toBeNull();
    expect(returnPath('//evil.example/x')).toBeNull();
    expect(returnPath('https://evil.example')).toBeNull();
    expect(returnPath('/\\evil.example')).toBeNull();
    expect(returnPath('/login?next=/x')).toBeNull();
    expect(returnPath('/signup')).toBeNull();
  });

  it("opens the panel of the page's role", () => {
    expect(loginPathFor('/MyOrdersUser', 'user')).toBe('/login?as=user&next=%2FMyOrdersUser');
    expect(loginPathFor('/OrderMessage', 'farmer')).toBe('/login?next=%2FOrderMessage');
    expect(loginPathFor('/settings', null)).toBe('/login?next=%2Fsettings');
  });
});
