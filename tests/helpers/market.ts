// Helpers of the market and products specs: products written through the
// farmer's own client SDK (so firestore.rules check every field), and the
// login through the real login screen (re-exported from browser.ts).
import { addDoc, collection, doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { FARMER_PROFILE, type Client } from './client';

export interface TestProduct {
  title: string;
  description: string;
  category: string;
  pricePaise: number;
  /** Stock in grams. */
  quantityG: number;
  wholeKg: boolean;
  imageURL: string;
}

/** Lists a product as the farmer's browser would; the farm place is copied from FARMER_PROFILE. */
export async function addProductAs(farmer: Client, fields: Partial<TestProduct> = {}): Promise<string> {
  const f: TestProduct = {
    title: 'Red Tomatoes',
    description: 'Fresh from Latur',
    category: 'Vegetables',
    pricePaise: 4_000,
    quantityG: 100_000,
    wholeKg: false,
    imageURL: '',
    ...fields,
  };
  const place = FARMER_PROFILE.farmLocation;
  const ref = await addDoc(collection(farmer.db, 'products'), {
    farmerId: farmer.auth.currentUser!.uid,
    ...f,
    titleLower: f.title.toLowerCase(),
    inStock: f.quantityG > 0,
    farmLocation: { pincode: Number(place.pincode), state: place.state, district: place.district },
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/** Changes a product's stock, in grams, as its farmer would (0 = sold out). */
export async function setStockAs(farmer: Client, productId: string, quantityG: number): Promise<void> {
  await updateDoc(doc(farmer.db, 'products', productId), {
    quantityG,
    inStock: quantityG > 0,
    updatedAt: serverTimestamp(),
  });
}

// The one e2e login helper lives with the browser helpers; re-exported for the specs that import it here.
export { logInThroughUi } from './browser';
