// What a Firestore emulator holds, per collection: how many documents and a sha256
// of their contents. A backup's manifest.json keeps it, and a restored copy must
// give the same figures (tests/seed/backup-restore.spec.ts compares the two).
// It reads over the emulator's REST API with the owner token, which skips the
// security rules, so every document counts.
import { createHash } from 'node:crypto';
import { PROJECT_ID } from '../lib/emulators.mjs';

const PAGE_SIZE = 300;
const REQUEST_TIMEOUT_MS = 15_000;
// Parallel requests: one listCollectionIds per document makes the walk chatty,
// and a few at once keep it quick without crowding a 2-core machine.
const CONCURRENCY = 8;

/** Runs at most `n` of the given async jobs at once. */
function limiter(n) {
  let active = 0;
  const waiting = [];
  const next = () => {
    if (active >= n || !waiting.length) return;
    active++;
    const { job, resolve, reject } = waiting.shift();
    job()
      .then(resolve, reject)
      .finally(() => {
        active--;
        next();
      });
  };
  return (job) =>
    new Promise((resolve, reject) => {
      waiting.push({ job, resolve, reject });
      next();
    });
}

/** JSON with every object's keys sorted, so equal values give equal text. */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

// `blogs/b1/likes` -> `blogs/*/likes`: the likes of every blog count as one collection.
export function collectionGroupOf(collectionPath) {
  return collectionPath
    .split('/')
    .map((segment, i) => (i % 2 ? '*' : segment))
    .join('/');
}

// Every collection and subcollection of the emulator at `host` ("127.0.0.1:8080"):
// { "blogs": { count, sha256 }, "blogs/*/likes": { count, sha256 }, ... }, keys sorted.
// The checksum covers each document's path and fields, not createTime and
// updateTime: an import writes the documents anew, so those times change.
export async function inventory(host, { projectId = PROJECT_ID } = {}) {
  const root = `projects/${projectId}/databases/(default)/documents`;
  const base = `http://${host}/v1/${root}`;
  const limit = limiter(CONCURRENCY);
  const call = (url, init) =>
    limit(async () => {
      const res = await fetch(url, {
        ...init,
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${res.status}: ${await res.text()}`);
      return res.json();
    });
  const encode = (path) => path.split('/').map(encodeURIComponent).join('/');

  const collectionIds = async (docPath) => {
    const ids = [];
    let pageToken;
    do {
      const url = docPath ? `${base}/${encode(docPath)}:listCollectionIds` : `${base}:listCollectionIds`;
      const page = await call(url, { method: 'POST', body: JSON.stringify({ pageSize: PAGE_SIZE, pageToken }) });
      ids.push(...(page.collectionIds ?? []));
      pageToken = page.nextPageToken;
    } while (pageToken);
    return ids;
  };

  const groups = new Map(); // group -> [[document path, canonical fields], ...]
  const walk = async (collectionPath) => {
    const group = collectionGroupOf(collectionPath);
    if (!groups.has(group)) groups.set(group, []);
    const rows = groups.get(group);
    const children = [];
    let pageToken = '';
    do {
      // showMissing: a document that does not exist but has subcollections is
      // listed too (without createTime), so the walk reaches what lies below it.
      const query = `pageSize=${PAGE_SIZE}&showMissing=true${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
      const page = await call(`${base}/${encode(collectionPath)}?${query}`);
      for (const doc of page.documents ?? []) {
        const path = doc.name.slice(root.length + 1);
        if (doc.createTime) rows.push([path, canonicalJson(doc.fields ?? {})]);
        const below = collectionIds(path).then((ids) => Promise.all(ids.map((id) => walk(`${path}/${id}`))));
        below.catch(() => {}); // awaited after the loop; this keeps it from going unhandled if a later page fails first
        children.push(below);
      }
      pageToken = page.nextPageToken;
    } while (pageToken);
    await Promise.all(children);
  };
  await Promise.all((await collectionIds('')).map((id) => walk(id)));

  const result = {};
  for (const group of [...groups.keys()].sort()) {
    const rows = groups.get(group).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    // A group of documents that only have subcollections holds no data of its own.
    if (!rows.length) continue;
    const hash = createHash('sha256');
    // JSON-quoted paths: a document id may hold a tab or a newline.
    for (const [path, fields] of rows) hash.update(`${JSON.stringify(path)}\t${fields}\n`);
    result[group] = { count: rows.length, sha256: hash.digest('hex') };
  }
  return result;
}

/** One sentence per collection whose count or checksum differs; [] when they agree. */
export function compareInventories(expected, actual) {
  const differences = [];
  for (const group of [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()) {
    const [e, a] = [expected[group], actual[group]];
    if (!a) differences.push(`${group}: ${e.count} documents expected, the collection is missing`);
    else if (!e) differences.push(`${group}: ${a.count} documents not expected`);
    else if (e.count !== a.count) differences.push(`${group}: ${e.count} documents expected, ${a.count} found`);
    else if (e.sha256 !== a.sha256) differences.push(`${group}: same ${e.count} documents, different contents`);
  }
  return differences;
}

/** The inventory as an aligned table for the terminal (the checksum's first 16 hex digits). */
export function formatInventory(inv) {
  const rows = [
    ['Collection', 'Documents', 'sha256'],
    ...Object.entries(inv).map(([g, v]) => [g, String(v.count), v.sha256.slice(0, 16)]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => `  ${r[0].padEnd(widths[0])}  ${r[1].padStart(widths[1])}  ${r[2]}`).join('\n');
}
