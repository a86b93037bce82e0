import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore } from '../helpers/env';
import {
  HOSTING_BASE,
  expectError,
  farmerSignup,
  jwtPayload,
  legacy,
  signUpFarmer,
  signUpUser,
  userSignup,
  type LegacyAccount,
} from '../helpers/legacy-api';
import { closeAdmin, readDoc } from '../helpers/orders';

// Legacy signup, login and the profile routes: real Auth accounts, tokens old
// clients decode, and private data only for its owner.
let farmer: LegacyAccount;
let buyer: LegacyAccount;
let webFarmer: Client;

describe('legacy API: accounts and profiles', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, buyer, webFarmer] = await Promise.all([
      signUpFarmer('ramesh@example.com'),
      signUpUser('anita@example.com'),
      signUpAs('farmer', 'webfarmer@example.com'),
    ]);
  });
  afterAll(async () => {
    await webFarmer?.close();
    await closeAdmin();
  });

  it('POST /sign through hosting makes a real farmer account: farmerId, a token with userId, the same profile as the app', async () => {
    const res = await legacy<{ farmerId: string; token: string }>('POST', '/sign', {
      base: HOSTING_BASE,
      body: farmerSignup('suresh@example.com', { income: 999 }),
    });
    expect(res.status).toBe(200);
    expect(res.body.farmerId).toMatch(/^\w{10,}$/);
    expect(jwtPayload(res.body.token)).toMatchObject({ userId: res.body.farmerId, role: 'farmer' });
    expect(await readDoc(`farmers/${res.body.farmerId}`)).toMatchObject({
      email: 'suresh@example.com',
      farmName: 'Patil Farms',
      farmLocation: { pincode: 413512, state: 'Maharashtra', district: 'Latur' },
      finances: { expenditure: 0, income: 0, profit: 0, loss: 0 },
    });
    expect(await readDoc(`publicProfiles/${res.body.farmerId}`)).toMatchObject({ role: 'farmer', firstName: 'Ramesh' });
  });

  it('POST /signUpUSER gives UserId and a token; the buyer profile keeps phone and addresses', async () => {
    expect(jwtPayload(buyer.token)).toMatchObject({ userId: buyer.id, role: 'user' });
    expect(await readDoc(`users/${buyer.id}`)).toMatchObject({
      email: 'anita@example.com',
      phoneNumber: '9876543210',
      addresses: [{ pincode: 110001, state: 'Delhi', district: 'New Delhi' }],
    });
  });

  it("answers 400 'Email already registered' for a taken e-mail, either kind", async () => {
    expectError(
      await legacy('POST', '/sign', { body: farmerSignup('anita@example.com') }),
      400,
      'Email already registered',
    );
    expectError(
      await legacy('POST', '/signUpUSER', { body: userSignup('ramesh@example.com') }),
      400,
      'Email already registered',
    );
  });

  it('refuses bad signup input with the reason, leaving no account behind', async () => {
    const bad: Array<[string, Record<string, unknown>, string]> = [
      ['/sign', farmerSignup('x@example.com', { email: 'not-an-email' }), 'Invalid email address'],
      [
        '/sign',
        farmerSignup('y@example.com', { farmLocation: [{ pincode: 12, state: 'Maharashtra', district: 'Latur' }] }),
        'Invalid pincode',
      ],
      ['/sign', farmerSignup('z@example.com', { farmName: '' }), 'Fill the Form Properly!!'],
      ['/sign', farmerSignup('w@example.com', { password: '123' }), 'Password must be at least 6 characters long'],
      ['/signUpUSER', userSignup('v@example.com', { phoneNumber: '12345' }), 'Phone number must be a 10-digit number'],
      ['/signUpUSER', userSignup('u@example.com', { address: [] }), 'Fill the Form Properly!!'],
    ];
    for (const [path, body, error] of bad) expectError(await legacy('POST', path, { body }), 400, error);
    // None of those e-mails got an account: logging in finds nothing.
    expectError(await legacy('POST', '/login', { body: { email: 'y@example.com', password: 'secre1' } }), 400);
    expectError(await legacy('POST', '/sign', { body: ['nonsense'] }), 400);
  });

  it('POST /login and /loginUSER check the password for real and return a Bearer token with userId', async () => {
    const ok = await legacy<{ token: string; farmerId: string }>('POST', '/login', {
      body: { email: 'ramesh@example.com', password: 'secre1' },
    });
    expect(ok.status).toBe(200);
    expect(jwtPayload(ok.body.token).userId).toBe(farmer.id);
    expect(ok.body.farmerId).toBe(farmer.id);
    const user = await legacy<{ token: string; UserId: string }>('POST', '/loginUSER', {
      body: { email: 'anita@example.com', password: 'secre1' },
    });
    expect(user.status).toBe(200);
    expect(jwtPayload(user.body.token).userId).toBe(buyer.id);

    expectError(
      await legacy('POST', '/login', { body: { email: 'ramesh@example.com', password: 'wrong1' } }),
      400,
      'Invalid email or password',
    );
    expectError(
      await legacy('POST', '/login', { body: { email: 'ramesh@example.com' } }),
      400,
      'Please fill in both fields',
    );
    expectError(
      await legacy('POST', '/loginUSER', { body: { email: 'ramesh@example.com', password: 'secre1' } }),
      403,
      /Farmer account/,
    );
    expectError(
      await legacy('POST', '/login', { body: { email: 'anita@example.com', password: 'secre1' } }),
      403,
      /User account/,
    );
  });

  it('gives accounts made in the new app a userId claim at their first legacy login', async () => {
    const res = await legacy<{ token: string }>('POST', '/login', {
      body: { email: 'webfarmer@example.com', password: 'secret1' },
    });
    expect(res.status).toBe(200);
    expect(jwtPayload(res.body.token)).toMatchObject({ userId: webFarmer.auth.currentUser!.uid, role: 'farmer' });
  });

  it("GET /currentFarmerData: the farmer's own data with the token, 401 without, 403 for another id, 300 when no farmer", async () => {
    const path = `/currentFarmerData?FarmerID=${farmer.id}`;
    const res = await legacy<{ farmerData: Record<string, unknown> }>('GET', path, { token: farmer.token });
    expect(res.status).toBe(200);
    expect(res.body.farmerData).toMatchObject({
      _id: farmer.id,
      email: 'ramesh@example.com',
      firstName: 'Ramesh',
      farmLocation: [{ pincode: 413512, state: 'Maharashtra', district: 'Latur' }],
      productSell: [],
      order: [],
      income: 0,
    });
    expectError(await legacy('GET', path), 401);
    expectError(await legacy('GET', path, { token: 'not-a-token' }), 401);
    expectError(await legacy('GET', path, { token: buyer.token }), 403);
    expectError(await legacy('GET', `/currentFarmerData?FarmerID=${buyer.id}`, { token: buyer.token }), 300);
    expectError(await legacy('GET', '/currentFarmerData', { token: farmer.token }), 400, /FarmerID/);
  });

  it("GET /currentUserData: the buyer's own data; 401, 403, 300 as for farmers", async () => {
    const path = `/currentUserData?userId=${buyer.id}`;
    const res = await legacy<{ userData: Record<string, unknown> }>('GET', path, { token: buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.userData).toMatchObject({
      _id: buyer.id,
      email: 'anita@example.com',
      firstName: 'Anita',
      phoneNumber: '9876543210',
      address: [{ pincode: 110001, state: 'Delhi', district: 'New Delhi' }],
      myOrder: [],
    });
    expectError(await legacy('GET', path), 401);
    expectError(await legacy('GET', path, { token: farmer.token }), 403);
    expectError(await legacy('GET', `/currentUserData?userId=${farmer.id}`, { token: farmer.token }), 300);
  });

  it('the token works in the new app too: the same account reads its own private profile', async () => {
    // The legacy profile is the document the new app's rules protect.
    const snap = await getDoc(doc(webFarmer.db, 'publicProfiles', farmer.id));
    expect(snap.data()).toMatchObject({ role: 'farmer', farmName: 'Patil Farms' });
    expect(snap.data()).not.toHaveProperty('email');
  });

  it('answers unknown routes and methods with JSON errors', async () => {
    expectError(await legacy('GET', '/nope'), 404, /No route/);
    expectError(await legacy('GET', '/nope', { base: HOSTING_BASE }), 404, /No route/);
    expectError(await legacy('DELETE', '/login'), 405);
  });
});
