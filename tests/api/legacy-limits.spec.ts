import { beforeEach, describe, expect, it } from 'vitest';
import { clearAuth, clearFirestore } from '../helpers/env';
import { expectError, farmerSignup, legacy, userSignup } from '../helpers/legacy-api';

// Allowances of the legacy signup and login routes: per network address (the
// last X-Forwarded-For entry, as Google's front end appends it; here the test
// plays that part) and per e-mail, in 10-minute windows, answered with 429.

const from = (address: string) => ({ 'X-Forwarded-For': `10.0.0.1, ${address}` });
const login = (path: '/login' | '/loginUSER', email: string, password: string, address: string) =>
  legacy('POST', path, { body: { email, password }, headers: from(address) });

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
});

describe('legacy API: signup and login limits', () => {
  it('allows 10 logins an account per 10 minutes, then 429 even with the right password; others unaffected', async () => {
    const made = await legacy('POST', '/sign', {
      body: farmerSignup('ramesh@example.com'),
      headers: from('203.0.113.1'),
    });
    expect(made.status).toBe(200);
    await legacy('POST', '/signUpUSER', { body: userSignup('anita@example.com'), headers: from('203.0.113.1') });

    // Ten guesses, each from a different address, so only the account's allowance is spent.
    for (let i = 0; i < 10; i++) {
      expectError(
        await login('/login', 'ramesh@example.com', `guess${i}`, `198.51.100.${i}`),
        400,
        'Invalid email or password',
      );
    }
    const refused = await login('/login', 'Ramesh@Example.com', 'secre1', '198.51.100.99');
    expectError(refused, 429, 'Too many login attempts for this account. Please wait 10 minutes and try again.');
    expect(refused.body).not.toHaveProperty('token');

    const other = await login('/loginUSER', 'anita@example.com', 'secre1', '198.51.100.99');
    expect(other.status).toBe(200);
  });

  it('allows 60 logins from one address per 10 minutes, then 429; another address still logs in', async () => {
    await legacy('POST', '/sign', { body: farmerSignup('ramesh@example.com'), headers: from('203.0.113.1') });
    const results = [];
    for (let i = 0; i < 60; i++) {
      results.push((await login('/login', `nobody${i}@example.com`, 'secre1', '203.0.113.50')).status);
    }
    expect(new Set(results)).toEqual(new Set([400]));
    expectError(
      await login('/login', 'ramesh@example.com', 'secre1', '203.0.113.50'),
      429,
      'Too many login attempts from this network. Please wait 10 minutes and try again.',
    );
    // Only the last entry is the address: a forged first entry does not escape the limit.
    const forged = await legacy('POST', '/login', {
      body: { email: 'ramesh@example.com', password: 'secre1' },
      headers: { 'X-Forwarded-For': '1.2.3.4, 203.0.113.50' },
    });
    expect(forged.status).toBe(429);
    expect((await login('/login', 'ramesh@example.com', 'secre1', '203.0.113.51')).status).toBe(200);
  }, 120_000);

  it('allows 20 signups from one address per 10 minutes, then 429 without making the account', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await legacy('POST', i % 2 ? '/signUpUSER' : '/sign', {
        body: i % 2 ? userSignup(`buyer${i}@example.com`) : farmerSignup(`farmer${i}@example.com`),
        headers: from('203.0.113.60'),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expectError(
      await legacy('POST', '/sign', { body: farmerSignup('late@example.com'), headers: from('203.0.113.60') }),
      429,
      'Too many sign-ups from this network. Please wait 10 minutes and try again.',
    );
    // Nothing was made for the refused form: that e-mail is still free from elsewhere.
    const later = await legacy('POST', '/sign', {
      body: farmerSignup('late@example.com'),
      headers: from('203.0.113.61'),
    });
    expect(later.status).toBe(200);
  }, 120_000);

  it('allows 3 signup attempts for one e-mail per 10 minutes, then 429', async () => {
    const attempt = (address: string) =>
      legacy('POST', '/signUpUSER', { body: userSignup('anita@example.com'), headers: from(address) });
    expect((await attempt('203.0.113.70')).status).toBe(200);
    expectError(await attempt('203.0.113.71'), 400, 'Email already registered');
    expectError(await attempt('203.0.113.72'), 400, 'Email already registered');
    expectError(
      await attempt('203.0.113.73'),
      429,
      'Too many sign-up attempts for this e-mail. Please wait 10 minutes and try again.',
    );
  });

  it('does not count malformed forms', async () => {
    for (let i = 0; i < 5; i++) {
      expectError(
        await legacy('POST', '/sign', {
          body: farmerSignup('ramesh@example.com', { farmName: '' }),
          headers: from('203.0.113.80'),
        }),
        400,
        'Fill the Form Properly!!',
      );
    }
    const made = await legacy('POST', '/sign', {
      body: farmerSignup('ramesh@example.com'),
      headers: from('203.0.113.80'),
    });
    expect(made.status).toBe(200);
    for (let i = 0; i < 11; i++) {
      expectError(
        await legacy('POST', '/login', { body: { email: 'ramesh@example.com' }, headers: from('203.0.113.80') }),
        400,
      );
    }
    expect((await login('/login', 'ramesh@example.com', 'secre1', '203.0.113.80')).status).toBe(200);
  });
});
