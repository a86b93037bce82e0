// The people of a load run and what exists before the clock starts: buyers and
// farmers signed up through the app's own path (the Auth emulator's REST API via
// the web SDK, then the completeSignup callable: scripts/bench/clients.mjs),
// their products (written by the farmer's client, so firestore.rules check them,
// as the products page does) and a few blogs (the createBlog callable).
import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { FARM, signUp } from '../bench/clients.mjs';

/** Runs `fn` over `items` with at most `size` in flight; answers the results in order. */
export async function mapPool(items, size, fn) {
  const out = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return out;
}

const PRODUCE = ['Onion', 'Tomato', 'Potato', 'Wheat', 'Tur Dal', 'Chana', 'Soybean', 'Mango', 'Banana', 'Garlic'];
const CATEGORY = ['Vegetables', 'Vegetables', 'Vegetables', 'Grains', 'Pulses', 'Pulses', 'Grains', 'Fruits'];

function farmerProfile(i) {
  return {
    firstName: 'Load',
    lastName: `Farmer${i}`,
    farmName: `Load Farm ${i}`,
    farmLocation: { ...FARM, pincode: String(FARM.pincode) },
  };
}

export function buyerProfile(i) {
  return {
    firstName: 'Load',
    lastName: `Buyer${i}`,
    phoneNumber: `98${String(10_000_000 + i).slice(-8)}`,
    addresses: [{ pincode: '110001', state: 'Delhi', district: 'New Delhi' }],
  };
}

/**
 * Signs up `farmers` farmers and `buyers` buyers, `size` at a time, each
 * timed under 'signUp (setup)'. A failed sign-up fails the run: without its
 * people the load would measure something else.
 */
export async function signUpCast({ farmers, buyers, tag, size, timed }) {
  const wanted = [
    ...Array.from({ length: farmers }, (_, i) => ({ role: 'farmer', i })),
    ...Array.from({ length: buyers }, (_, i) => ({ role: 'user', i })),
  ];
  const people = await mapPool(wanted, size, async ({ role, i }) => {
    const email = `${tag}-${role === 'farmer' ? 'farmer' : 'buyer'}-${i}@example.com`;
    const profile = role === 'farmer' ? farmerProfile(i) : buyerProfile(i);
    const r = await timed('signUp (setup)', () => signUp(role, email, profile));
    if (!r.ok) throw new Error(`signing up ${email} failed: ${r.code}`);
    return { role, i, client: r.value, uid: r.value.auth.currentUser.uid };
  });
  return { farmers: people.filter((p) => p.role === 'farmer'), buyers: people.filter((p) => p.role === 'user') };
}

/**
 * Lists a product as the farmer's products page does (client SDK, under the
 * rules). `stock` remembers its initial grams before the write, by the id the
 * client chose, so the stock check can account for a write whose answer was lost.
 * `grams` fixes the stock (the rush's one lot); by default it is small and random
 * (10 to 150 kg, in steps of 0.1 kg).
 */
export async function listProduct(farmer, n, stock, grams) {
  const title = `${PRODUCE[n % PRODUCE.length]} lot ${farmer.i}-${n}`;
  // Small lots, so the products most buyers want sell out during a minute's run.
  const quantityG = grams ?? 100 * (100 + Math.floor(Math.random() * 1400));
  const ref = doc(collection(farmer.client.db, 'products'));
  stock.set(ref.id, { farmer, initialG: quantityG });
  await setDoc(ref, {
    farmerId: farmer.uid,
    title,
    titleLower: title.toLowerCase(),
    description: `Load-test lot of ${title.toLowerCase()}`,
    category: CATEGORY[n % CATEGORY.length],
    pricePaise: 1500 + 50 * (n % 40),
    quantityG,
    wholeKg: false,
    inStock: true,
    imageURL: '',
    farmLocation: FARM,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/** `perFarmer` products for every farmer and one blog for each of the first `blogs` farmers. */
export async function stockTheMarket({ farmers, perFarmer, blogs, size, timed, stock }) {
  const jobs = farmers.flatMap((f) => Array.from({ length: perFarmer }, (_, n) => ({ f, n })));
  await mapPool(jobs, size, async ({ f, n }) => {
    const r = await timed('addProduct (setup)', () => listProduct(f, n, stock));
    if (!r.ok) throw new Error(`listing a product of farmer ${f.i} failed: ${r.code}`);
  });
  const ids = await mapPool(farmers.slice(0, blogs), size, async (f) => {
    const r = await timed('createBlog (setup)', () =>
      f.client.call('createBlog', {
        title: `Notes from Load Farm ${f.i}`,
        description: 'What worked this season: drip lines, neem spray and selling straight to buyers.',
      }),
    );
    if (!r.ok) throw new Error(`farmer ${f.i}'s blog failed: ${r.code}`);
    return r.value.id;
  });
  return ids;
}
