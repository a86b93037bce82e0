import type { NotifyEvent } from './notifications';

// Web Push for order news, the parts the functions and the web app share. No
// zod and no SDK here, so the web app (its settings screen, its service worker)
// imports this module by path without downloading either; the callables'
// input checks live in push-schema.ts.

/**
 * The VAPID public key of the Emulator Suite, twin of the private key in
 * functions/src/notifications/vapid.ts. Only `npm start` and the tests use it:
 * a deploy sets its own pair (README, "Web Push"), and a deployed function
 * never falls back to this one.
 */
export const EMULATOR_VAPID_PUBLIC_KEY =
  'BDg6aEKsnjXKrJMkhXnNfxBKBZZr8ufmO5HVVR_fxyw3cGZ5KCy3xYgC9wfYjJl2aAsADetePvlussQR2EuV3-Q';

/**
 * A push's tag: the phone shows one notification per tag, a later push
 * replacing the earlier. So the push for a burst ("10 new buy requests")
 * replaces the single request that opened it, and a farmer's requests do not
 * push an order update off the screen or the other way round.
 */
export const PUSH_TAGS = { requests: 'kh-requests', updates: 'kh-updates' } as const;
export type PushTag = (typeof PUSH_TAGS)[keyof typeof PUSH_TAGS];

/** Requests (told to a farmer) group under one tag, every other event under the other. */
export function pushTagOf(event: NotifyEvent): PushTag {
  return event === 'request' ? PUSH_TAGS.requests : PUSH_TAGS.updates;
}

/** What the service worker receives, as JSON, in the push's encrypted body. */
export interface PushPayload {
  title: string;
  body: string;
  tag: string;
  /** The app path opened when the notification is tapped. */
  url: string;
  lang: 'en' | 'hi';
}

/** A browser's subscription, as PushSubscription.toJSON() gives it (expirationTime aside). */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * What a device may store. RFC 8291 fixes the keys: p256dh is an uncompressed
 * P-256 point (65 bytes, 87 base64url characters), auth a 16-byte secret (22);
 * the maximum lengths leave room for '=' padding. Real endpoints are under
 * 500 characters; 1000 caps what one document holds.
 */
export const PUSH_SUBSCRIPTION_LIMITS = {
  endpointMax: 1000,
  p256dhMax: 88,
  authMax: 24,
  p256dhBytes: 65,
  authBytes: 16,
  /**
   * Devices kept per person: saving one more drops the one unused longest, so
   * nobody can make one event fan out into thousands of sends.
   */
  devicesPerPerson: 10,
} as const;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The byte length of a base64url string, or -1 when it is not one. */
export function base64urlBytes(value: string): number {
  if (!BASE64URL.test(value)) return -1;
  const chars = value.replace(/=+$/, '').length;
  return chars % 4 === 1 ? -1 : Math.floor((chars * 6) / 8);
}

/** Hosts allowed over plain http: only a local test push service (web-push-testing) lives there. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

/**
 * Whether `endpoint` can be a push service's address. Browsers' push services
 * all speak https, so that is the rule; http is allowed for localhost only,
 * because the local test push service of the tests serves http. (A deployed
 * function refuses even that: save-push-subscription.ts.)
 */
export function isPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}
