// Loads the demo data into RUNNING emulators through the Admin SDK:
//   node scripts/seed.mjs        (npm start runs it on a first start)
// Ids are fixed, so running it again overwrites the demo documents (and only
// those) and leaves anything created in the app alone.
import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { BUYERS, DEMO_LOGINS, DEMO_PASSWORD, FARMERS } from './seed-data/accounts.mjs';
import { buildDocuments } from './seed-data/build.mjs';
import { PROJECT_ID } from './lib/emulators.mjs';

export { DEMO_LOGINS, DEMO_PASSWORD };

export const EMULATOR_HOSTS = { firestore: '127.0.0.1:8080', auth: '127.0.0.1:9099', hub: '127.0.0.1:4400' };

/** True when the Firestore and Auth emulators both answer. */
export async function emulatorsRunning() {
  const answers = async (host) => {
    try {
      await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1500) });
      return true;
    } catch {
      return false;
    }
  };
  const [firestore, auth] = await Promise.all([answers(EMULATOR_HOSTS.firestore), answers(EMULATOR_HOSTS.auth)]);
  return firestore && auth;
}

/** Deletes every document and every account in the emulators. */
export async function clearEmulators() {
  for (const url of [
    `http://${EMULATOR_HOSTS.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    `http://${EMULATOR_HOSTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`,
  ]) {
    const res = await fetch(url, { method: 'DELETE' });
    if (!res.ok) throw new Error(`clearing ${url} failed: ${res.status}`);
  }
}

/**
 * Turns the emulator's background triggers off (true when it did) or back on.
 * Seed writes are final state: no trigger may react to them, and the deletes of
 * a clear must not reach onBlogDeleted after the seed has rewritten the likes.
 */
export async function setTriggers(enabled) {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? EMULATOR_HOSTS.hub;
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  try {
    const res = await fetch(`http://${hub}/functions/${action}`, { method: 'PUT' });
    return res.ok; // 400: no functions emulator, so no triggers either
  } catch {
    return false;
  }
}

/** Creates or overwrites one demo account with its role claim and display name. */
async function upsertAccount(auth, person, role) {
  const props = {
    email: person.email,
    password: DEMO_PASSWORD,
    displayName: `${person.firstName} ${person.lastName}`,
    // Demo farmers have verified e-mails and demo buyers not, so the order
    // screens show both states (build.mjs copies the same flags into orders).
    emailVerified: role === 'farmer',
  };
  // Someone may have signed up with a demo address by hand; the demo account wins.
  const holder = await auth.getUserByEmail(person.email).catch(() => null);
  if (holder && holder.uid !== person.uid) await auth.deleteUser(holder.uid);
  try {
    await auth.updateUser(person.uid, props);
  } catch (e) {
    if (e?.code !== 'auth/user-not-found') throw e;
    await auth.createUser({ uid: person.uid, ...props });
  }
  await auth.setCustomUserClaims(person.uid, { role });
}

/**
 * Writes the demo accounts and documents into the emulators and returns counts;
 * with `clear`, empties them first. Never touches a real project: the hosts
 * default to the local emulators.
 */
export async function seed({ now = Date.now(), clear = false } = {}) {
  process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= EMULATOR_HOSTS.auth;
  // Offline there is no metadata server to probe for credentials.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  if (!(await emulatorsRunning())) {
    throw new Error('The Firestore and Auth emulators are not running (start them with `npm start`).');
  }
  const triggersOff = await setTriggers(false);
  const app = initializeApp({ projectId: PROJECT_ID }, `krishihaat-seed-${now}`);
  try {
    if (clear) await clearEmulators();
    const auth = getAuth(app);
    const db = getFirestore(app);
    for (const f of FARMERS) await upsertAccount(auth, f, 'farmer');
    for (const b of BUYERS) await upsertAccount(auth, b, 'user');

    const docs = buildDocuments(now);
    const batch = db.batch();
    // A blog's like count must equal its likes, so likes and shards the seed does not own go.
    const keep = new Set(docs.map(([path]) => path));
    for (const [path] of docs.filter(([p]) => /^blogs\/[^/]+$/.test(p))) {
      for (const sub of ['likes', 'likeShards']) {
        for (const d of await db.collection(`${path}/${sub}`).listDocuments()) {
          if (!keep.has(d.path)) batch.delete(d);
        }
      }
    }
    for (const [path, data] of docs) batch.set(db.doc(path), data);
    await batch.commit();

    const count = (re) => docs.filter(([p]) => re.test(p)).length;
    return {
      farmers: count(/^farmers\//),
      buyers: count(/^users\//),
      products: count(/^products\//),
      blogs: count(/^blogs\/[^/]+$/),
      likes: count(/\/likes\//),
      orders: count(/^orders\//),
    };
  } finally {
    await deleteApp(app);
    if (triggersOff) await setTriggers(true);
  }
}

/** The demo logins as an aligned text table. */
export function loginTable() {
  const rows = [
    ['E-mail', 'Password', 'Role', 'Name', 'Place'],
    ...DEMO_LOGINS.map((l) => [l.email, l.password, l.role, l.name, l.place]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) =>
    '  ' +
    r
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  return [line(rows[0]), line(widths.map((w) => '-'.repeat(w))), ...rows.slice(1).map(line)].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const counts = await seed();
    console.log(
      'Seeded:',
      Object.entries(counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', '),
    );
    console.log(`\nDemo logins:\n${loginTable()}`);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  }
}
