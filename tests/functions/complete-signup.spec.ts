import { createUserWithEmailAndPassword } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUYER_PROFILE, FARMER_PROFILE, newClient, signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore, messageOf } from '../helpers/env';
import { closeAdmin, readDoc } from '../helpers/orders';

const open: Client[] = [];
const track = (c: Client) => (open.push(c), c);

describe('completeSignup', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  afterAll(closeAdmin);

  it('stores a farmer profile and sets the farmer role claim', async () => {
    const c = track(await signUpAs('farmer', 'ramesh@example.com'));
    const token = await c.auth.currentUser!.getIdTokenResult();
    expect(token.claims.role).toBe('farmer');
    expect(token.claims.name).toBe('Ramesh Patil');
    const snap = await getDoc(doc(c.db, 'farmers', c.auth.currentUser!.uid));
    expect(snap.data()).toMatchObject({
      email: 'ramesh@example.com',
      farmName: 'Patil Farms',
      farmLocation: { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
      finances: { expenditure: 0, income: 0, profit: 0, loss: 0 },
    });
  });

  it('stores a buyer profile with the phone and addresses', async () => {
    const c = track(await signUpAs('user', 'anita@example.com'));
    expect((await c.auth.currentUser!.getIdTokenResult()).claims.role).toBe('user');
    const snap = await getDoc(doc(c.db, 'users', c.auth.currentUser!.uid));
    expect(snap.data()).toMatchObject({ phoneNumber: '9876543210', addresses: [{ pincode: 110001 }] });
  });

  it('publishes a public profile for a farmer only, never for a buyer', async () => {
    const [farmer, buyer] = [
      track(await signUpAs('farmer', 'ramesh@example.com')),
      track(await signUpAs('user', 'anita@example.com')),
    ];
    expect(await readDoc(`publicProfiles/${farmer.auth.currentUser!.uid}`)).toEqual({
      role: 'farmer',
      firstName: 'Ramesh',
      lastName: 'Patil',
      farmName: 'Patil Farms',
      farmLocation: { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
      profilePicture: '',
    });
    expect(await readDoc(`publicProfiles/${buyer.auth.currentUser!.uid}`)).toBeUndefined();
  });

  it('refuses a second call and any change of role', async () => {
    const c = track(await signUpAs('farmer', 'twice@example.com'));
    const err = await c.call('completeSignup', { role: 'user', profile: BUYER_PROFILE }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'functions/already-exists' });
    expect(messageOf(err)).toBe('This account already has a role; it cannot be changed');
    await expect(c.call('completeSignup', { role: 'farmer', profile: FARMER_PROFILE })).rejects.toMatchObject({
      code: 'functions/already-exists',
    });
    expect((await c.auth.currentUser!.getIdTokenResult(true)).claims.role).toBe('farmer');
    expect((await getDoc(doc(c.db, 'users', c.auth.currentUser!.uid).withConverter(null))).exists()).toBe(false);
  });

  it('refuses a visitor', async () => {
    const c = track(newClient());
    await expect(c.call('completeSignup', { role: 'farmer', profile: FARMER_PROFILE })).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
  });

  const bad: Array<[string, unknown, string]> = [
    ['an unknown role', { role: 'admin', profile: FARMER_PROFILE }, 'Choose Farmer or User'],
    [
      'a short pincode',
      {
        role: 'farmer',
        profile: { ...FARMER_PROFILE, farmLocation: { ...FARMER_PROFILE.farmLocation, pincode: '4135' } },
      },
      'Invalid pincode',
    ],
    [
      'a pincode starting with 0',
      {
        role: 'farmer',
        profile: { ...FARMER_PROFILE, farmLocation: { ...FARMER_PROFILE.farmLocation, pincode: '013512' } },
      },
      'Invalid pincode',
    ],
    [
      'a district of another state',
      {
        role: 'farmer',
        profile: { ...FARMER_PROFILE, farmLocation: { ...FARMER_PROFILE.farmLocation, district: 'Patna' } },
      },
      'Choose a district of the chosen state',
    ],
    [
      'a bad phone',
      { role: 'user', profile: { ...BUYER_PROFILE, phoneNumber: '5876543210' } },
      'Phone number must be a 10-digit number starting with 6, 7, 8, or 9',
    ],
    [
      'a missing farm name',
      { role: 'farmer', profile: { ...FARMER_PROFILE, farmName: ' ' } },
      'Fill the Form Properly!!',
    ],
    ['an extra field', { role: 'farmer', profile: { ...FARMER_PROFILE, role: 'admin' } }, ''],
  ];
  for (const [what, input, message] of bad) {
    it(`refuses ${what} and writes nothing`, async () => {
      const c = track(newClient());
      await createUserWithEmailAndPassword(c.auth, `bad${Math.random().toString(36).slice(2)}@example.com`, 'secret1');
      const err = await c.call('completeSignup', input).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'functions/invalid-argument' });
      if (message) expect(messageOf(err)).toBe(message);
      const uid = c.auth.currentUser!.uid;
      expect((await c.auth.currentUser!.getIdTokenResult(true)).claims.role).toBeUndefined();
      expect((await getDoc(doc(c.db, 'farmers', uid)).catch(() => null))?.exists() ?? false).toBe(false);
    });
  }
});
