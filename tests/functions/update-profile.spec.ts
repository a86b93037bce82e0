import { createUserWithEmailAndPassword } from 'firebase/auth';
import { collection, doc, getDoc, serverTimestamp, setDoc, type DocumentData } from 'firebase/firestore';
import { doc as liteDoc, setDoc as liteSetDoc } from 'firebase/firestore/lite';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUYER_PROFILE, FARMER_PROFILE, newClient, signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore, messageOf } from '../helpers/env';
import { closeAdmin, readDoc, withAdmin } from '../helpers/orders';

const open: Client[] = [];
const track = (c: Client) => (open.push(c), c);
const uidOf = (c: Client) => c.auth.currentUser!.uid;

const OLD_PLACE = { pincode: 413512, state: 'Maharashtra', district: 'Latur' };
const NEW_PLACE = { pincode: 411001, state: 'Maharashtra', district: 'Pune' };
const PICTURE = 'https://images.example.org/ramesh.jpg';

/** A product listed by the farmer's own client, so the rules check its copied farm location. */
async function listProduct(farmer: Client, title: string): Promise<string> {
  const ref = doc(collection(farmer.db, 'products'));
  await setDoc(ref, {
    farmerId: uidOf(farmer),
    title,
    titleLower: title.toLowerCase(),
    description: `Fresh ${title}`,
    category: 'Vegetables',
    pricePaise: 2_500,
    quantityG: 10_000,
    wholeKg: false,
    inStock: true,
    imageURL: '',
    farmLocation: OLD_PLACE,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/** A blog as the web app creates it: through createBlog, at an id the server picks. */
async function writeBlog(farmer: Client): Promise<string> {
  const { id } = await farmer.call<{ id: string }>('createBlog', {
    title: 'Drip irrigation',
    description: 'How we saved water.',
  });
  return id;
}

async function read(c: Client, path: string): Promise<DocumentData | undefined> {
  const data = (await getDoc(doc(c.db, path))).data();
  if (!data) return undefined;
  // Timestamps compare by value.
  return JSON.parse(JSON.stringify(data)) as DocumentData;
}

/** The account's private and public profile and its Auth name, to compare before and after. */
async function accountState(c: Client, role: 'farmer' | 'user') {
  await c.auth.currentUser!.reload();
  return {
    private: await read(c, `${role === 'farmer' ? 'farmers' : 'users'}/${uidOf(c)}`),
    // A buyer has no public profile, and nobody may read one (firestore.rules).
    public: await read(c, `publicProfiles/${uidOf(c)}`).catch((e: { code?: string }) => e.code),
    name: c.auth.currentUser!.displayName,
  };
}

describe('updateProfile', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  afterAll(closeAdmin);

  it("changes a farmer's profile, public profile, Auth name, products' farm location and blogs' author", async () => {
    const c = track(await signUpAs('farmer', 'ramesh@example.com'));
    const [p1, p2] = [await listProduct(c, 'Onion'), await listProduct(c, 'Garlic')];
    const blog = await writeBlog(c);
    const other = track(await signUpAs('farmer', 'other@example.com'));
    const otherProduct = await listProduct(other, 'Tomato');

    const result = await c.call('updateProfile', {
      firstName: 'Ramesh ',
      lastName: 'Pawar',
      farmName: 'Pawar Organic',
      farmLocation: { pincode: '411001', state: 'Maharashtra', district: 'Pune' },
      profilePicture: PICTURE,
    });
    expect(result).toEqual({ displayName: 'Ramesh Pawar', productsUpdated: 2, blogsUpdated: 1, ordersUpdated: 0 });

    const uid = uidOf(c);
    expect(await read(c, `farmers/${uid}`)).toMatchObject({
      email: 'ramesh@example.com',
      firstName: 'Ramesh',
      lastName: 'Pawar',
      farmName: 'Pawar Organic',
      farmLocation: NEW_PLACE,
      profilePicture: PICTURE,
      finances: { expenditure: 0, income: 0, profit: 0, loss: 0 },
    });
    expect(await read(c, `publicProfiles/${uid}`)).toEqual({
      role: 'farmer',
      firstName: 'Ramesh',
      lastName: 'Pawar',
      farmName: 'Pawar Organic',
      farmLocation: NEW_PLACE,
      profilePicture: PICTURE,
    });
    for (const id of [p1, p2]) expect((await read(c, `products/${id}`))?.farmLocation).toEqual(NEW_PLACE);
    expect((await read(c, `products/${otherProduct}`))?.farmLocation).toEqual(OLD_PLACE);
    expect((await read(c, `blogs/${blog}`))?.author).toEqual({
      firstName: 'Ramesh',
      lastName: 'Pawar',
      profilePicture: PICTURE,
    });
    expect((await c.auth.currentUser!.getIdTokenResult(true)).claims).toMatchObject({
      name: 'Ramesh Pawar',
      role: 'farmer',
    });

    // A new product must now carry the new place (the rules compare it with the profile).
    await expect(listProduct(c, 'Potato')).rejects.toMatchObject({ code: 'permission-denied' });
    // Saving the same profile again rewrites no copy.
    const again = await c.call('updateProfile', { ...FARMER_PROFILE, farmLocation: NEW_PLACE, farmName: 'X' });
    expect(again).toMatchObject({ productsUpdated: 0, blogsUpdated: 1 });
  });

  it("changes a buyer's phone and addresses, and publishes no public profile for a buyer", async () => {
    const c = track(await signUpAs('user', 'anita@example.com'));
    // A buyer's public profile written before buyers were kept private is removed on save.
    await withAdmin((db) =>
      liteSetDoc(liteDoc(db, `publicProfiles/${uidOf(c)}`), { role: 'user', firstName: 'Anita', lastName: 'Sharma' }),
    );
    const addresses = [
      { pincode: '560001', state: 'Karnataka', district: 'Bangalore Urban' },
      { pincode: '110001', state: 'Delhi', district: 'New Delhi' },
    ];
    const result = await c.call('updateProfile', {
      ...BUYER_PROFILE,
      lastName: 'Verma',
      phoneNumber: '7012345678',
      addresses,
    });
    expect(result).toEqual({ displayName: 'Anita Verma', productsUpdated: 0, blogsUpdated: 0, ordersUpdated: 0 });
    const state = await accountState(c, 'user');
    expect(state.private).toMatchObject({
      email: 'anita@example.com',
      lastName: 'Verma',
      phoneNumber: '7012345678',
      addresses: [
        { pincode: 560001, state: 'Karnataka', district: 'Bangalore Urban' },
        { pincode: 110001, state: 'Delhi', district: 'New Delhi' },
      ],
      profilePicture: '',
    });
    expect(state.public).toBe('permission-denied');
    expect(await readDoc(`publicProfiles/${uidOf(c)}`)).toBeUndefined();
    expect(state.name).toBe('Anita Verma');
  });

  it('cannot change the role, by naming one or by sending the other role’s fields', async () => {
    const c = track(await signUpAs('farmer', 'farmer@example.com'));
    const before = await accountState(c, 'farmer');
    let err = await c.call('updateProfile', { role: 'user', ...BUYER_PROFILE }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'functions/invalid-argument' });
    expect(messageOf(err)).toBe('This account already has a role; it cannot be changed');
    err = await c.call('updateProfile', { ...FARMER_PROFILE, role: 'farmer' }).catch((e: unknown) => e);
    expect(messageOf(err)).toBe('This account already has a role; it cannot be changed');
    err = await c.call('updateProfile', BUYER_PROFILE).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'functions/invalid-argument' });
    expect((await c.auth.currentUser!.getIdTokenResult(true)).claims.role).toBe('farmer');
    expect(await accountState(c, 'farmer')).toEqual(before);
    expect(await read(c, `users/${uidOf(c)}`).catch(() => 'denied')).toBeUndefined();
  });

  it('refuses a visitor and an account whose signup is unfinished', async () => {
    const visitor = track(newClient());
    await expect(visitor.call('updateProfile', FARMER_PROFILE)).rejects.toMatchObject({
      code: 'functions/unauthenticated',
    });
    const half = track(newClient());
    await createUserWithEmailAndPassword(half.auth, 'half@example.com', 'secret1');
    const err = await half.call('updateProfile', FARMER_PROFILE).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'functions/failed-precondition' });
    expect(messageOf(err)).toBe('Please finish signing up first');
    expect(await readDoc(`publicProfiles/${uidOf(half)}`)).toBeUndefined();
  });

  const place = BUYER_PROFILE.addresses[0];
  const bad: Array<[string, 'farmer' | 'user', Record<string, unknown>, string]> = [
    ['an empty first name', 'farmer', { ...FARMER_PROFILE, firstName: '  ' }, 'Fill the Form Properly!!'],
    [
      'a 51-character last name',
      'farmer',
      { ...FARMER_PROFILE, lastName: 'x'.repeat(51) },
      'Names can be at most 50 characters long',
    ],
    [
      'an 81-character farm name',
      'farmer',
      { ...FARMER_PROFILE, farmName: 'f'.repeat(81) },
      'Farm name can be at most 80 characters long',
    ],
    [
      'a pincode starting with 0',
      'farmer',
      { ...FARMER_PROFILE, farmLocation: { ...OLD_PLACE, pincode: '013512' } },
      'Invalid pincode',
    ],
    [
      'a district of another state',
      'farmer',
      { ...FARMER_PROFILE, farmLocation: { ...OLD_PLACE, district: 'Patna' } },
      'Choose a district of the chosen state',
    ],
    [
      'an http picture',
      'farmer',
      { ...FARMER_PROFILE, profilePicture: 'http://example.org/a.png' },
      'Picture must be an https:// address',
    ],
    [
      'a bad phone',
      'user',
      { ...BUYER_PROFILE, phoneNumber: '5876543210' },
      'Phone number must be a 10-digit number starting with 6, 7, 8, or 9',
    ],
    ['no address', 'user', { ...BUYER_PROFILE, addresses: [] }, 'Fill the Form Properly!!'],
    [
      'six addresses',
      'user',
      { ...BUYER_PROFILE, addresses: Array(6).fill(place) },
      'At most 5 addresses can be saved',
    ],
    [
      'an address without a state',
      'user',
      { ...BUYER_PROFILE, addresses: [place, { ...place, state: '' }] },
      'Fill the Form Properly!!',
    ],
    ['an unknown field', 'user', { ...BUYER_PROFILE, email: 'new@example.com' }, ''],
  ];
  for (const [what, role, input, message] of bad) {
    it(`refuses ${what} and changes nothing`, async () => {
      const c = track(await signUpAs(role, `${role}${Math.random().toString(36).slice(2)}@example.com`));
      const before = await accountState(c, role);
      const err = await c.call('updateProfile', input).catch((e: unknown) => e);
      expect(err).toMatchObject({ code: 'functions/invalid-argument' });
      if (message) expect(messageOf(err)).toBe(message);
      expect(await accountState(c, role)).toEqual(before);
    });
  }
});
