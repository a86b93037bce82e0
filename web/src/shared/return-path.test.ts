import { describe, expect, it } from 'vitest';
import { authPath, returnPath } from './return-path';

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
    expect(authPath('/login', 'user', '/MyOrdersUser')).toBe('/login?as=user&next=%2FMyOrdersUser');
    expect(authPath('/login', 'farmer', '/OrderMessage')).toBe('/login?next=%2FOrderMessage');
    expect(authPath('/login', null, '/settings')).toBe('/login?next=%2Fsettings');
  });

  it('keeps the page to come back to between login and signup', () => {
    expect(authPath('/signup', 'user', '/marketplace?buy=abc')).toBe('/signup?as=user&next=%2Fmarketplace%3Fbuy%3Dabc');
    expect(authPath('/login', 'farmer', null)).toBe('/login');
    expect(authPath('/signup', null, '//evil.example')).toBe('/signup');
  });
});
