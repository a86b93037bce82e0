// The bench's own writes to the emulators: switching the background triggers, and
// emptying Firestore (and Auth) between sections. Bulk seeding and clearing are final
// state: with the triggers on, each product fires three of them, and their queue ran
// in the functions emulator beside the next section's measured pages.
import { PROJECT_ID } from './clients.mjs';

const HUB = process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';

/** Switches the functions emulator's background triggers on or off. */
export async function setTriggers(enabled) {
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  await fetch(`http://${HUB}/functions/${action}`, { method: 'PUT' }).catch(() => undefined);
}

/** Deletes every Firestore document (whatever the triggers are set to). */
export async function deleteDocuments() {
  await fetch(`http://127.0.0.1:8080/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
}

/** Empties Firestore (and, with `auth`, Auth's accounts) with the triggers off, then switches them on again. */
export async function clearEmulators({ auth = false } = {}) {
  await setTriggers(false);
  try {
    await deleteDocuments();
    if (auth) await fetch(`http://127.0.0.1:9099/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  } finally {
    await setTriggers(true);
  }
}
