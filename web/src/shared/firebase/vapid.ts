import { EMULATOR_VAPID_PUBLIC_KEY } from '@shared/push';
import { USE_EMULATORS } from './config';

/**
 * The VAPID public key browsers subscribe to Web Push with: the build's
 * (VITE_VAPID_PUBLIC_KEY, README "Web Push"), else, against the Emulator Suite
 * only, the emulators' key. A real project's build without a key has none (push
 * then reads as unsupported): a subscription to a key its functions do not hold
 * could never be sent to. Apart from config.ts, which the first page loads.
 */
export const VAPID_PUBLIC_KEY: string | null =
  (import.meta.env.VITE_VAPID_PUBLIC_KEY as string | undefined) || (USE_EMULATORS ? EMULATOR_VAPID_PUBLIC_KEY : null);
