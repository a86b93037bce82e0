import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import {
  connectFirestoreEmulator as connectLiteEmulator,
  getFirestore as getLiteFirestore,
  type Firestore as LiteFirestore,
} from 'firebase/firestore/lite';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { HOST, PORTS, PROJECT_ID, REGION } from './env';

/** One signed-in (or anonymous) web client, as a browser would hold it. */
export interface Client {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
  /**
   * The same user's one-shot reads (Firestore Lite: one REST request each, under the
   * same rules). Specs that poll for a trigger's result read through it. Polling
   * with `db` adds and removes a watch target on its one stream per read, a pattern
   * in which the SDK has known hangs (firebase-js-sdk #7641, #10310); a read that
   * never answers outlives its poll's timeout and fails the test by the clock.
   */
  lite: LiteFirestore;
  functions: Functions;
  call: <Out = unknown>(name: string, data?: unknown) => Promise<Out>;
  close: () => Promise<void>;
}

let counter = 0;

export function newClient(): Client {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `client-${++counter}-${Date.now()}`);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${HOST}:${PORTS.auth}`, { disableWarnings: true });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, HOST, PORTS.firestore);
  const lite = getLiteFirestore(app);
  connectLiteEmulator(lite, HOST, PORTS.firestore);
  const functions = getFunctions(app, REGION);
  connectFunctionsEmulator(functions, HOST, PORTS.functions);
  return {
    app,
    auth,
    db,
    lite,
    functions,
    call: async <Out>(name: string, data?: unknown) => (await httpsCallable<unknown, Out>(functions, name)(data)).data,
    close: () => deleteApp(app),
  };
}

export const FARMER_PROFILE = {
  firstName: 'Ramesh',
  lastName: 'Patil',
  farmName: 'Patil Farms',
  farmLocation: { pincode: '413512', state: 'Maharashtra', district: 'Latur' },
};

export const BUYER_PROFILE = {
  firstName: 'Anita',
  lastName: 'Sharma',
  phoneNumber: '9876543210',
  addresses: [{ pincode: '110001', state: 'Delhi', district: 'New Delhi' }],
};

/** Creates an account through the real signup flow (Auth, then completeSignup) and refreshes its token. */
export async function signUpAs(
  role: 'farmer' | 'user',
  email: string,
  profile: Record<string, unknown> = role === 'farmer' ? FARMER_PROFILE : BUYER_PROFILE,
): Promise<Client> {
  const c = newClient();
  await createUserWithEmailAndPassword(c.auth, email, 'secret1');
  await c.call('completeSignup', { role, profile });
  await c.auth.currentUser!.getIdToken(true);
  return c;
}

export async function signIn(email: string, password = 'secret1'): Promise<Client> {
  const c = newClient();
  await signInWithEmailAndPassword(c.auth, email, password);
  return c;
}

/** Gives `c` the `admin: true` custom claim (kept with its role), as an operator would in the console, and refreshes its token. */
export async function makeAdmin(c: Client): Promise<Client> {
  const user = c.auth.currentUser!;
  const { role } = (await user.getIdTokenResult()).claims;
  const url = `http://${HOST}:${PORTS.auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ localId: user.uid, customAttributes: JSON.stringify({ role, admin: true }) }),
  });
  if (!res.ok) throw new Error(`setting the admin claim failed: ${res.status} ${await res.text()}`);
  await user.getIdToken(true);
  return c;
}
