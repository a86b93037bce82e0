// Helpers of the order specs: products written through the farmer's own client
// (so the security rules check them), a rules-off view of the whole database to
// prove refused calls change nothing, and a callable called once, as the web app does.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { collection, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import {
  collection as liteCollection,
  connectFirestoreEmulator,
  doc as liteDoc,
  getDoc,
  getDocs,
  getFirestore,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { FARMER_PROFILE, signUpAs, type Client } from './client';
import { HOST, PORTS, PROJECT_ID, TRIGGER_WAIT_MS, clearAuth, clearFirestore, messageOf } from './env';

export const FARM_PLACE = { ...FARMER_PROFILE.farmLocation, pincode: Number(FARMER_PROFILE.farmLocation.pincode) };

export interface ProductFields {
  title: string;
  pricePaise: number;
  /** Stock in grams. */
  quantityG: number;
  wholeKg: boolean;
}

/** Lists a product as its farmer would, through the client SDK under firestore.rules. */
/**
 * onProductWritten adds the server-owned searchTokens and geo after any product
 * write: wait for them, so a test's "nothing changed" snapshot is not taken
 * before that write lands.
 */
export async function derivedFieldsWritten(productId: string): Promise<void> {
  await expect
    .poll(async () => (await readDoc(`products/${productId}`))?.searchTokens !== undefined, {
      timeout: TRIGGER_WAIT_MS,
      message: `search tokens of products/${productId}`,
    })
    .toBe(true);
}

export async function listProduct(farmer: Client, fields: Partial<ProductFields> = {}): Promise<string> {
  const f = { title: 'Red Onion', pricePaise: 2_550, quantityG: 50_000, wholeKg: false, ...fields };
  const ref = doc(collection(farmer.db, 'products'));
  await setDoc(ref, {
    farmerId: farmer.auth.currentUser!.uid,
    title: f.title,
    titleLower: f.title.toLowerCase(),
    description: `Fresh ${f.title.toLowerCase()} from Latur`,
    category: 'Vegetables',
    pricePaise: f.pricePaise,
    quantityG: f.quantityG,
    wholeKg: f.wholeKg,
    inStock: f.quantityG > 0,
    imageURL: '',
    farmLocation: FARM_PLACE,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  await derivedFieldsWritten(ref.id);
  return ref.id;
}

export const uidOf = (c: Client) => c.auth.currentUser!.uid;

/**
 * For the file or describe it is called in: empties the emulators, signs up Ramesh (farmer) and
 * Anita (buyer) once and hands them to `use`; closes them and the admin app after.
 */
export function farmerAndBuyerOnce(use: (farmer: Client, buyer: Client) => void): void {
  let pair: Client[] = [];
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    pair = await Promise.all([signUpAs('farmer', 'ramesh@example.com'), signUpAs('user', 'anita@example.com')]);
    use(pair[0], pair[1]);
  });
  afterAll(async () => {
    await Promise.all(pair.map((c) => c.close()));
    await closeAdmin();
  });
}
export { newRequestId } from '../../functions/src/shared/orders';

// One rules-off client for the whole file. (It was @firebase/rules-unit-testing's
// withSecurityRulesDisabled, which makes a new Firebase app for every read and
// deletes it without waiting: hundreds of apps a file, and a read that once never
// answered, timing out orders-transitions.spec.ts after its product was written.)
// It is Firestore Lite: each read is one REST request. The full SDK reads through one
// long-lived Listen stream, and under a burst of trigger writes the emulator once sent
// it a misframed message ("Received message larger than max (1635004260 …)", the
// bytes of a document path read as a length); the SDK then backs off for a minute and
// orders-caps.spec.ts timed out waiting on everything(). A REST read cannot be left
// waiting on a broken stream.
let admin: { app: FirebaseApp; db: Firestore } | undefined;

/** A Firestore client with the rules switched off, as the Admin SDK sees the data. */
export async function withAdmin<T>(fn: (db: Firestore) => Promise<T>): Promise<T> {
  if (!admin) {
    const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `admin-${Date.now()}`);
    const db = getFirestore(app);
    // 'owner' is the token the emulators take as a caller the rules do not check.
    connectFirestoreEmulator(db, HOST, PORTS.firestore, { mockUserToken: 'owner' });
    admin = { app, db };
  }
  return fn(admin.db);
}

export async function closeAdmin(): Promise<void> {
  const app = admin?.app;
  admin = undefined;
  if (app) await deleteApp(app);
}

/** Timestamps become milliseconds so two reads compare with toEqual. */
function plain(value: unknown): unknown {
  if (value && typeof value === 'object') {
    const v = value as { toMillis?: () => number };
    if (typeof v.toMillis === 'function') return v.toMillis();
    if (Array.isArray(value)) return value.map(plain);
    return Object.fromEntries(Object.entries(value).map(([k, x]) => [k, plain(x)]));
  }
  return value;
}

/**
 * Every order and product, by path: compared before and after a refused call.
 * It first waits until each product has its server-owned fields (onProductWritten
 * adds `searchTokens` with geo and the mandi key): a product listed just before
 * may still have its trigger queued, and its late write is no change of the call's.
 */
export async function everything(): Promise<Record<string, unknown>> {
  const read = () =>
    withAdmin(async (db) => {
      const out: Record<string, unknown> = {};
      for (const name of ['orders', 'products']) {
        for (const d of (await getDocs(liteCollection(db, name))).docs) out[`${name}/${d.id}`] = plain(d.data());
      }
      return out;
    });
  return vi.waitFor(
    async () => {
      const all = await read();
      const waiting = Object.keys(all).filter(
        (path) => path.startsWith('products/') && !('searchTokens' in (all[path] as object)),
      );
      if (waiting.length > 0) throw new Error(`onProductWritten has not run for ${waiting.join(', ')}`);
      return all;
    },
    { timeout: TRIGGER_WAIT_MS, interval: 100 },
  );
}

export async function readDoc(path: string): Promise<DocumentData | undefined> {
  return withAdmin(async (db) => {
    const snap = await getDoc(liteDoc(db, path));
    return snap.exists() ? (plain(snap.data()) as DocumentData) : undefined;
  });
}

/**
 * Runs a call that must be refused with `code` (and `message` when given),
 * and checks that no order or product changed.
 */
export async function expectRefused(call: () => Promise<unknown>, code: string, message?: string): Promise<void> {
  const before = await everything();
  const error = await call().then(
    () => new Error('the call was not refused'),
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code: `functions/${code}` });
  if (message !== undefined) expect(messageOf(error)).toBe(message);
  expect(await everything()).toEqual(before);
}

/** How many calls were answered 'busy', by code. */
export interface BusyStats {
  busy: number;
  codes: Record<string, number>;
}

/** At most `size` calls in flight; the rest wait their turn in arrival order. */
export interface Gate {
  run<T>(fn: () => Promise<T>): Promise<T>;
}

export function createGate(size: number): Gate {
  let free = size;
  const waiting: Array<() => void> = [];
  return {
    async run(fn) {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await fn();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free++;
      }
    },
  };
}

const BUSY = new Set(['functions/aborted', 'functions/unavailable']);
const ungated: Gate = { run: (fn) => fn() };

export type AppAnswer<Out> = { ok: true; data: Out } | { ok: false; code: string; message: string };

/**
 * Calls a callable once, as the web app does: its callable wrapper
 * (web/src/shared/firebase/functions.ts) does not retry, and a 'busy' answer
 * ('aborted' / 'unavailable', sent when the function's own transaction retries
 * ran out) reaches the person as a toast, who may press again. So a busy answer
 * is returned for the spec to account for; any other refusal is thrown. The
 * call passes through `gate`.
 */
export async function callAsTheApp<Out>(
  c: Client,
  name: string,
  data: unknown,
  stats: BusyStats,
  gate: Gate = ungated,
): Promise<AppAnswer<Out>> {
  try {
    return { ok: true, data: await gate.run(() => c.call<Out>(name, data)) };
  } catch (error) {
    const code = String((error as { code?: unknown }).code);
    if (!BUSY.has(code)) throw error;
    stats.busy++;
    stats.codes[code] = (stats.codes[code] ?? 0) + 1;
    return { ok: false, code, message: messageOf(error) };
  }
}
