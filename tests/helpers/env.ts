// Where the emulators listen (firebase.json) and the demo project they serve.
export const PROJECT_ID = 'demo-krishihaat';
export { REGION } from '../../functions/src/shared/region';
export const HOST = '127.0.0.1';
export const PORTS = { auth: 9099, firestore: 8080, functions: 5001, hosting: 5000 } as const;
export const APP_URL = `http://${HOST}:${PORTS.hosting}`;
export const FIRESTORE_REST = `http://${HOST}:${PORTS.firestore}`;

/**
 * How long a test waits for a background trigger's write. A file's own first
 * clearFirestore() fires the delete triggers of the previous file's documents, and
 * on a loaded 2-core host that queue has held a product's onProductWritten back
 * for over 20 s (CI, 30/11/2026). A trigger that never runs still fails the wait.
 */
export const TRIGGER_WAIT_MS = 45_000;

/** Deletes every document in the emulator's database. */
export async function clearFirestore(): Promise<void> {
  const res = await fetch(`${FIRESTORE_REST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`clearing Firestore failed: ${res.status}`);
}

/** Deletes every Auth account in the emulator. */
export async function clearAuth(): Promise<void> {
  const res = await fetch(`http://${HOST}:${PORTS.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`clearing Auth failed: ${res.status}`);
}

/** A callable error's human message without the " [400]" the web SDK appends. */
export function messageOf(error: unknown): string {
  return String((error as Error).message ?? '').replace(/ \[\d{3}\]$/, '');
}

/** Turns the emulator's background triggers off or on (the hub's switch, as scripts/seed.mjs uses). */
export async function setTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? `${HOST}:4400`;
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const res = await fetch(`http://${hub}/functions/${action}`, { method: 'PUT' });
  if (!res.ok) throw new Error(`${action} failed: ${res.status}`);
}

/**
 * Empties Firestore and Auth with the background triggers off, as the seed's own
 * clear does. Deleting the seed fires some 400 triggers (three per product, two
 * per blog), and the functions emulator starts a worker process for each one
 * that finds no idle worker, up to 50 at once: on 2 cores that queue took over a
 * minute to drain, and the next file's own trigger waited behind it.
 */
export async function clearSeeded(): Promise<void> {
  await setTriggers(false);
  try {
    await Promise.all([clearFirestore(), clearAuth()]);
  } finally {
    await setTriggers(true);
  }
}
