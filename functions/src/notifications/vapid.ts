import { logger } from 'firebase-functions';
import { VAPID_PRIVATE_KEY } from '../config';
import { EMULATOR_VAPID_PUBLIC_KEY } from '../shared/push';

/** What web-push signs a request with (RFC 8292). */
export interface VapidDetails {
  /** How a push service reaches whoever runs this app: a mailto: or https: URL. */
  subject: string;
  publicKey: string;
  privateKey: string;
}

/**
 * The private twin of EMULATOR_VAPID_PUBLIC_KEY, used only on the Emulator
 * Suite when no pair is set there, so `npm start` and the tests need no setup.
 * It is public in this repository; a deployed function never falls back to it.
 */
export const EMULATOR_VAPID_PRIVATE_KEY = 'pg44CAJJMy3In8UTgx6VogOMcHNSKpvssAhsR9GEzdU';

/** Push services ask for a contact; a deploy names its own in KH_VAPID_SUBJECT. */
export const DEFAULT_VAPID_SUBJECT = 'mailto:krishihaat@example.com';

type Env = Record<string, string | undefined>;

let warned = false;

/**
 * The VAPID keys and subject, or null when a deployed function has none.
 * Deployed: the private key is the Secret Manager secret VAPID_PRIVATE_KEY and
 * the public key the env VAPID_PUBLIC_KEY (functions/.env). On the emulator:
 * the env pair when both halves are set, else the fixed emulator pair (never
 * one half of each, which could not sign anything the browser accepts).
 * Without keys, a deployed function skips pushing and says so once in the log:
 * the notification centre still has every item.
 */
export function vapidDetails(env: Env = process.env): VapidDetails | null {
  const subject = (env.KH_VAPID_SUBJECT ?? '').trim() || DEFAULT_VAPID_SUBJECT;
  const publicKey = (env.VAPID_PUBLIC_KEY ?? '').trim();
  // A secret bound to the function arrives in its environment under its name
  // (what VAPID_PRIVATE_KEY.value() reads, minus a warning each call when unset).
  const privateKey = (env[VAPID_PRIVATE_KEY.name] ?? '').trim();
  if (publicKey && privateKey) return { subject, publicKey, privateKey };
  if (env.FUNCTIONS_EMULATOR === 'true') {
    return { subject, publicKey: EMULATOR_VAPID_PUBLIC_KEY, privateKey: EMULATOR_VAPID_PRIVATE_KEY };
  }
  if (!warned) {
    warned = true;
    logger.warn('Web Push is not configured (VAPID_PUBLIC_KEY or the VAPID_PRIVATE_KEY secret is missing): no pushes');
  }
  return null;
}
