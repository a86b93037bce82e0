import { describe, expect, it } from 'vitest';
import { answerMayBeLost, buyBlocker } from './buy-guard';

const product = { farmerId: 'farmer-1' };

describe('buyBlocker', () => {
  it('lets a signed-in buyer buy another person’s product', () => {
    expect(buyBlocker({ status: 'signedIn', role: 'user', uid: 'buyer-1' }, product)).toBeNull();
  });
  it('asks a farmer to log in as a User', () => {
    expect(buyBlocker({ status: 'signedIn', role: 'farmer', uid: 'farmer-2' }, product)).toBe('market.asFarmer');
  });
  it('asks a visitor, or an account without a role, to sign up', () => {
    expect(buyBlocker({ status: 'signedOut', role: null, uid: null }, product)).toBe('market.asVisitor');
    expect(buyBlocker({ status: 'signedIn', role: null, uid: 'x' }, product)).toBe('market.asVisitor');
  });
  it('refuses a buyer their own product', () => {
    expect(buyBlocker({ status: 'signedIn', role: 'user', uid: 'farmer-1' }, product)).toBe('market.ownProduct');
  });
  it('waits while the session is still loading', () => {
    expect(buyBlocker({ status: 'loading', role: null, uid: null }, product)).toBe('common.pleaseWait');
  });
});

describe('answerMayBeLost', () => {
  it('is true when the answer was lost or never came', () => {
    expect(answerMayBeLost({ code: 'functions/internal' })).toBe(true);
    expect(answerMayBeLost({ code: 'functions/deadline-exceeded' })).toBe(true);
    expect(answerMayBeLost({ code: 'functions/unavailable' })).toBe(true);
    expect(answerMayBeLost(new TypeError('Failed to fetch'))).toBe(true);
  });
  it('is false for a refusal from the function', () => {
    expect(answerMayBeLost({ code: 'functions/failed-precondition' })).toBe(false);
    expect(answerMayBeLost({ code: 'functions/permission-denied' })).toBe(false);
    expect(answerMayBeLost({ code: 'functions/invalid-argument' })).toBe(false);
  });
});
