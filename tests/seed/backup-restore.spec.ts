// Backups that restore (issue #27): the code of `npm run backup` exports the
// seeded suite, a fresh Firestore emulator of its own starts from that export,
// and every collection and subcollection must come back with the same document
// count and checksum. The comparison must also catch a difference, or a pass
// would prove nothing.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareInventories, inventory, type Inventory } from '../../scripts/backup/inventory.mjs';
import { startStandaloneFirestore, type StandaloneFirestore } from '../../scripts/backup/standalone-firestore.mjs';
import { takeBackup, type BackupManifest } from '../../scripts/backup/take-backup.mjs';
import { seed, type SeedCounts } from '../../scripts/seed.mjs';
import { clearSeeded, HOST, PORTS, PROJECT_ID } from '../helpers/env';

const SUITE_FIRESTORE = `${HOST}:${PORTS.firestore}`;

let dir = '';
let backup = '';
let counts: SeedCounts;
let manifest: BackupManifest;
let source: Inventory;
let copy: StandaloneFirestore | undefined;

/**
 * One REST call to the emulator at `host` (`tail`: "/<document>" or ":runQuery"),
 * with the owner token that skips the rules.
 */
async function rest(host: string, method: string, tail: string, body?: unknown) {
  const url = `http://${host}/v1/projects/${PROJECT_ID}/databases/(default)/documents${tail}`;
  const res = await fetch(url, {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(5000),
  });
  expect(res.ok, `${method} ${tail}: ${res.status}`).toBe(true);
  return res.json();
}
const onCopy = (method: string, tail: string, body?: unknown) => rest(copy!.host, method, tail, body);

describe('backup and restore', () => {
  beforeAll(async () => {
    counts = await seed({ clear: true });
    // A subcollection whose parent document does not exist must be listed, saved and restored too.
    await rest(SUITE_FIRESTORE, 'PATCH', '/orphans/gone/notes/n1', { fields: { text: { stringValue: 'kept' } } });
    dir = mkdtempSync(join(tmpdir(), 'kh-backup-'));
    backup = join(dir, 'backup');
    manifest = await takeBackup(backup);
    source = await inventory(SUITE_FIRESTORE);
    copy = await startStandaloneFirestore(backup, { readyTimeoutMs: 60_000 });
  }, 120_000);

  afterAll(async () => {
    await copy?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
    // Other spec files expect an empty emulator.
    await clearSeeded();
  });

  it('writes a manifest of every collection and subcollection and the Auth accounts', () => {
    expect(manifest.steady).toBe(true);
    expect(manifest.firestore.collections).toEqual(source);
    expect(source.products.count).toBe(counts.products);
    expect(source.orders.count).toBe(counts.orders);
    expect(source['blogs/*/likes'].count).toBe(counts.likes);
    expect(source['blogs/*/likeShards'].count).toBe(counts.blogs);
    expect(source['orphans/*/notes'].count).toBe(1);
    expect(source.orphans).toBeUndefined();
    expect(manifest.auth.accounts).toBe(counts.farmers + counts.buyers);
    expect(JSON.parse(readFileSync(join(backup, 'manifest.json'), 'utf8'))).toEqual(manifest);
  });

  it('refuses a directory with files in it, which the export would delete', async () => {
    const full = join(dir, 'full');
    mkdirSync(full);
    writeFileSync(join(full, 'keep.txt'), 'mine');
    await expect(takeBackup(full)).rejects.toThrow(/is not empty/);
    expect(readFileSync(join(full, 'keep.txt'), 'utf8')).toBe('mine');
  });

  it('restores every collection with the same count and checksum', async () => {
    const restored = await inventory(copy!.host);
    expect(compareInventories(source, restored)).toEqual([]);
    expect(restored).toEqual(manifest.firestore.collections);
  });

  it('notices a changed field and a missing document', async () => {
    const likes = `blogs/*/likes`;
    const [found] = (await onCopy('POST', ':runQuery', {
      structuredQuery: { from: [{ collectionId: 'likes', allDescendants: true }], limit: 1 },
    })) as { document: { name: string } }[];
    const path = found.document.name.split('/documents/')[1];

    await onCopy('PATCH', `/${path}?updateMask.fieldPaths=userType`, { fields: { userType: { stringValue: 'X' } } });
    const n = source[likes].count;
    expect(compareInventories(source, await inventory(copy!.host))).toEqual([
      `${likes}: same ${n} documents, different contents`,
    ]);

    await onCopy('DELETE', `/${path}`);
    expect(compareInventories(source, await inventory(copy!.host))).toEqual([
      `${likes}: ${n} documents expected, ${n - 1} found`,
    ]);
  });
});
