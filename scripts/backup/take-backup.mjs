// A backup of the running emulators: their own export (what `--import` reads at
// start) plus manifest.json, each collection's document count and checksum.
// `npm run backup` and tests/seed/backup-restore.spec.ts both use it.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PROJECT_ID } from '../lib/emulators.mjs';
import { EMULATOR_HOSTS } from '../seed.mjs';
import { compareInventories, inventory } from './inventory.mjs';

export const EXPORT_METADATA = 'firebase-export-metadata.json';
const HUB = process.env.FIREBASE_EMULATOR_HUB ?? EMULATOR_HOSTS.hub;
// The hub exports every emulator in one request; a big database takes a while.
const EXPORT_TIMEOUT_MS = 120_000;
// An export cannot be read back without starting an emulator, so the manifest is
// taken over REST just before and just after it; equal figures mean nothing
// changed in between. A trigger still writing gets a few more tries.
const ATTEMPTS = 3;

/** The emulators the hub reports running ({ firestore: { host, port }, ... }), or null when none answer. */
export async function runningEmulators(hub = HUB) {
  try {
    const res = await fetch(`http://${hub}/emulators`, { signal: AbortSignal.timeout(2000) });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

/** "127.0.0.1:8080" for an emulator of the hub's list (brackets for IPv6). */
export function hostOf({ host, port }) {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Asks the hub to export every running emulator into `dir`, as `firebase emulators:export` does. */
async function exportTo(dir, hub) {
  // The hub replaces the directory it exports to (firebase-tools' hubExport.js),
  // so the path must be absolute: the hub resolves a relative one against its own cwd.
  const res = await fetch(`http://${hub}/_admin/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ path: dir, initiatedBy: 'krishihaat-backup' }),
    signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`the emulator hub could not export (${res.status}): ${await res.text()}`);
  if (!existsSync(join(dir, EXPORT_METADATA))) throw new Error(`the export wrote no ${EXPORT_METADATA} into ${dir}`);
}

function authAccounts(dir, metadata) {
  if (!metadata.auth) return null;
  const file = join(dir, metadata.auth.path, 'accounts.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')).users ?? []).length : 0;
}

/**
 * Exports the running emulators into `where` (a directory that is new or empty:
 * the hub would delete anything in it) and writes manifest.json into it. Resolves
 * with the manifest.
 */
export async function takeBackup(where, { hub = HUB } = {}) {
  const dir = resolve(where);
  const emulators = await runningEmulators(hub);
  if (!emulators?.firestore) throw new Error(`no Firestore emulator answers through the hub at ${hub}`);
  if (existsSync(dir) && readdirSync(dir).length) {
    throw new Error(`${dir} is not empty, and an export replaces the whole directory: choose a new one`);
  }
  mkdirSync(dir, { recursive: true });
  const firestore = hostOf(emulators.firestore);

  let before = await inventory(firestore);
  let after;
  let attempt = 0;
  for (;;) {
    attempt++;
    await exportTo(dir, hub);
    after = await inventory(firestore);
    if (!compareInventories(before, after).length || attempt === ATTEMPTS) break;
    before = after;
  }
  const metadata = JSON.parse(readFileSync(join(dir, EXPORT_METADATA), 'utf8'));
  const manifest = {
    createdAt: new Date().toISOString(),
    projectId: PROJECT_ID,
    // false: documents kept changing while the export ran, so the figures may not match it.
    steady: !compareInventories(before, after).length,
    firestore: {
      documents: Object.values(after).reduce((n, c) => n + c.count, 0),
      collections: after,
    },
    auth: { accounts: authAccounts(dir, metadata) },
  };
  writeFileSync(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
