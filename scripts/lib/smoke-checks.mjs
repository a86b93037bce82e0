// What scripts/smoke-start.mjs checks against a running `npm start`, through the
// emulators' REST APIs as any client would (the Firebase SDKs are not needed).
import { randomBytes } from 'node:crypto';

const AUTH = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts';
const FIRESTORE = 'http://127.0.0.1:8080/v1/projects/demo-krishihaat/databases/(default)/documents';
const KEY = 'smoke-test-key'; // the Auth emulator takes any API key

export function expectOk(value, what) {
  if (!value) throw new Error(`${what}: not so`);
}

export function expectEqual(actual, expected, what) {
  if (actual !== expected) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/** The demo logins as `npm start` prints them: e-mail, password and role, one per line. */
export function parseLogins(output) {
  const re = /^\s+(\S+@\S+)\s+(\S+)\s+(farmer|user)\s/gm;
  return [...output.matchAll(re)].map((m) => ({ email: m[1], password: m[2], role: m[3] }));
}

/** The product titles in /marketplace's first page (the JSON block marketPage writes). */
export function firstPageTitles(html) {
  const m = /<script type="application\/json" id="kh-first-page">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error("/marketplace's HTML carries no first page (kh-first-page)");
  return JSON.parse(m[1])
    .map((row) => row.document?.fields?.title?.stringValue)
    .filter(Boolean);
}

async function post(url, body, token) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

export async function signIn({ email, password, role }) {
  const r = await post(`${AUTH}:signInWithPassword?key=${KEY}`, { email, password, returnSecureToken: true });
  return { uid: r.localId, token: r.idToken, role };
}

/** A new account (no profile): proves the Auth data of one run is kept for the next. */
export async function signUp() {
  const email = `smoke-${randomBytes(4).toString('hex')}@example.com`;
  const password = `smoke-${randomBytes(6).toString('hex')}`;
  await post(`${AUTH}:signUp?key=${KEY}`, { email, password, returnSecureToken: true });
  return { email, password };
}

/** The ids of a signed-in person's orders, read with their own token (the rules apply). */
export async function ordersOf({ uid, token, role }) {
  const field = role === 'farmer' ? 'farmerId' : 'buyerId';
  const rows = await post(
    `${FIRESTORE}:runQuery`,
    {
      structuredQuery: {
        from: [{ collectionId: 'orders' }],
        where: { fieldFilter: { field: { fieldPath: field }, op: 'EQUAL', value: { stringValue: uid } } },
      },
    },
    token,
  );
  return rows
    .map((r) => r.document?.name?.split('/').pop())
    .filter(Boolean)
    .sort();
}
