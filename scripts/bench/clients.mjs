// Web-SDK clients and an admin handle against the running emulators.
import { initializeApp as initAdmin } from 'firebase-admin/app';
import { getFirestore as adminFirestore } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const PROJECT_ID = 'demo-krishihaat';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

export const admin = adminFirestore(initAdmin({ projectId: PROJECT_ID }, 'bench-admin'));

/**
 * Where new clients reach the emulators. The fault run (scripts/load/gate.mjs)
 * points them at its gates, so it can cut the phones off while the servers restart.
 */
export const CLIENT_PORTS = { auth: 9099, firestore: 8080, functions: 5001, hosting: 5000 };

let n = 0;
export function newClient() {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `bench-${++n}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://127.0.0.1:${CLIENT_PORTS.auth}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', CLIENT_PORTS.firestore);
  const functions = getFunctions(app, 'asia-south1');
  connectFunctionsEmulator(functions, '127.0.0.1', CLIENT_PORTS.functions);
  const call = async (name, data) => (await httpsCallable(functions, name)(data)).data;
  return { app, auth, db, call };
}

export async function signUp(role, email, profile) {
  const c = newClient();
  await createUserWithEmailAndPassword(c.auth, email, 'bench123');
  await c.call('completeSignup', { role, profile });
  await c.auth.currentUser.getIdToken(true);
  return c;
}

export const FARM = { pincode: 413512, state: 'Maharashtra', district: 'Latur' };

/** A farmer in Latur and a buyer in New Delhi, `${tag}-farmer@example.com` and `${tag}-buyer@example.com`. */
export async function signUpTraders(tag) {
  const farmer = await signUp('farmer', `${tag}-farmer@example.com`, {
    firstName: 'Bench',
    lastName: 'Farmer',
    farmName: 'Bench Farm',
    farmLocation: { ...FARM, pincode: String(FARM.pincode) },
  });
  const buyer = await signUp('user', `${tag}-buyer@example.com`, {
    firstName: 'Bench',
    lastName: 'Buyer',
    phoneNumber: '9876543210',
    addresses: [{ pincode: '110001', state: 'Delhi', district: 'New Delhi' }],
  });
  return { farmer, buyer };
}

export function productDoc(farmerId, i, createdAt) {
  const title = `Bench produce ${i}`;
  // The functions' build (npm run bench builds it first): what onProductWritten writes.
  const { searchTokensFor } = require('../../functions/lib/shared/search-tokens.js');
  const { geoForPincode } = require('../../functions/lib/lib/pincode-geo.js');
  return {
    farmerId,
    title,
    titleLower: title.toLowerCase(),
    description: 'Benchmark product',
    category: ['Vegetables', 'Fruits', 'Grains', 'Pulses'][i % 4],
    pricePaise: 1000 + (i % 500) * 10,
    quantityG: 100_000_000,
    wholeKg: false,
    inStock: true,
    imageURL: '',
    farmLocation: FARM,
    // As onProductWritten leaves a product (the bench writes with the triggers off).
    searchTokens: searchTokensFor(title),
    geo: geoForPincode(FARM.pincode),
    createdAt,
    updatedAt: createdAt,
    // Every card carries a mandi line, as a market does once prices are in: its
    // bytes come with the product (onProductWritten copies it), no document more.
    produceKey: 'onion',
    mandi: {
      produce: 'onion',
      state: 'Maharashtra',
      district: 'Latur',
      market: 'Latur',
      minPaise: 1800,
      maxPaise: 2200,
      modalPaise: 2000,
      arrivalDate: new Date(createdAt.toMillis() + 330 * 60_000).toISOString().slice(0, 10),
      km: null,
    },
  };
}
