// Helpers of the market and products specs: products written through the
// farmer's own client SDK (so firestore.rules check every field) and logging
// in through the real login screen.
import { addDoc, collection, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import type { Page } from 'playwright-core';
import { FARMER_PROFILE, type Client } from './client';

export interface TestProduct {
  title: string;
  description: string;
  category: string;
  pricePaise: number;
  quantityKg: number;
  imageURL: string;
}

/** Lists a product as the farmer's browser would; the farm place is copied from FARMER_PROFILE. */
export async function addProductAs(farmer: Client, fields: Partial<TestProduct> = {}): Promise<string> {
  const f: TestProduct = {
    title: 'Red Tomatoes',
    description: 'Fresh from Latur',
    category: 'Vegetables',
    pricePaise: 4_000,
    quantityKg: 100,
    imageURL: '',
    ...fields,
  };
  const place = FARMER_PROFILE.farmLocation;
  const ref = await addDoc(collection(farmer.db, 'products'), {
    farmerId: farmer.auth.currentUser!.uid,
    ...f,
    titleLower: f.title.toLowerCase(),
    inStock: f.quantityKg > 0,
    farmLocation: { pincode: Number(place.pincode), state: place.state, district: place.district },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/** Changes a product's stock as its farmer would (0 = sold out). */
export async function setStockAs(farmer: Client, productId: string, quantityKg: number): Promise<void> {
  await updateDoc(doc(farmer.db, 'products', productId), {
    quantityKg,
    inStock: quantityKg > 0,
    updatedAt: serverTimestamp(),
  });
}

/** Logs in on /login with the Farmer or User panel and waits for the home page. */
export async function logInThroughUi(page: Page, role: 'farmer' | 'user', email: string, password = 'secret1') {
  await page.goto(role === 'user' ? '/login?as=user' : '/login');
  const form = page.getByRole('form', { name: role === 'user' ? 'User Login' : 'Farmer Login' });
  await form.getByLabel('Username').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}
