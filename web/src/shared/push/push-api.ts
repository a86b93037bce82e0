import type { PushSubscriptionJson } from '@shared/push';
import type {
  PushSubscriptionResult,
  RemovePushSubscriptionInput,
  SavePushSubscriptionInput,
} from '@shared/push-schema';
import { VAPID_PUBLIC_KEY } from '../firebase/vapid';
import i18n from '../i18n';
import { notify } from '../notify';
import './strings';

// Web Push on this device, as plain functions (no React): whether it is on, and
// turning it on and off. The service worker (web/src/sw.ts) shows what arrives.
// Loaded only by signed-in screens (the ask, Settings) and by logout; the
// callables' SDK downloads only when something is turned on or off.

/** This device: no Web Push here, blocked by the person, not subscribed, subscribed. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** How long to wait for the service worker to be ready before turning push on fails. */
const READY_MS = 10_000;
/** Reading this device's subscription is local; it never needs long. */
const LOCAL_MS = 3000;
/** Telling the functions to forget a subscription (Settings; logout waits less). */
const REMOVE_MS = 10_000;

const calls = () =>
  import('../firebase/functions').then(({ callable }) => ({
    save: callable<SavePushSubscriptionInput, PushSubscriptionResult>('savePushSubscription'),
    remove: callable<RemovePushSubscriptionInput, PushSubscriptionResult>('removePushSubscription'),
  }));

/** `promise`, or a rejection once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The base64url VAPID key as the bytes pushManager.subscribe takes. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(key.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether `subscription` was made with this build's key (a subscription to an older key can never be sent to). */
function madeWithOurKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const held = subscription.options?.applicationServerKey;
  if (!held) return true; // A browser that does not say: taken as ours.
  const bytes = new Uint8Array(held);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

function subscriptionJson(subscription: PushSubscription): PushSubscriptionJson {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('the browser gave a push subscription without keys');
  return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/**
 * Whether this browser can get Web Push from this build. Not on iPhones unless
 * the app is installed to the home screen (Safari has no PushManager in a tab),
 * and not in a build without a VAPID key (firebase/vapid.ts).
 */
export function pushSupported(): boolean {
  return (
    VAPID_PUBLIC_KEY !== null &&
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** This device's subscription, without waiting for a service worker that is not installed yet. */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

// The endpoint last saved with the functions from this phone (a `kh` key, so logout clears it).
const SAVED_KEY = 'kh.pushSaved';

function markSaved(endpoint: string): void {
  try {
    localStorage.setItem(SAVED_KEY, endpoint);
  } catch {
    // No storage: the next start saves the subscription again, which is harmless.
  }
}

function lastSaved(): string | null {
  try {
    return localStorage.getItem(SAVED_KEY);
  } catch {
    return null;
  }
}

/**
 * The browser may replace a subscription on its own (its push service rotated
 * it); the functions would keep pushing to the old endpoint, which answers 410
 * and is removed. So each signed-in start saves a subscription this phone holds
 * whose endpoint differs from the one last saved. Asks nothing; never rejects.
 */
export async function keepPushSaved(): Promise<void> {
  if (!pushSupported() || VAPID_PUBLIC_KEY === null || Notification.permission !== 'granted') return;
  try {
    const subscription = await within(currentSubscription(), LOCAL_MS);
    if (!subscription || !madeWithOurKey(subscription, keyBytes(VAPID_PUBLIC_KEY))) return;
    if (lastSaved() === subscription.endpoint) return;
    const { save } = await calls();
    await save(subscriptionJson(subscription));
    markSaved(subscription.endpoint);
  } catch (error) {
    console.warn('the push subscription was not saved again', error);
  }
}

/** Whether this device gets Web Push now. Never asks the person anything. */
export async function pushState(): Promise<PushState> {
  if (!pushSupported() || VAPID_PUBLIC_KEY === null) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  if (Notification.permission !== 'granted') return 'off';
  try {
    const subscription = await within(currentSubscription(), LOCAL_MS);
    return subscription && madeWithOurKey(subscription, keyBytes(VAPID_PUBLIC_KEY)) ? 'on' : 'off';
  } catch {
    return 'off';
  }
}

/**
 * Turns Web Push on for this device: the browser's permission prompt, a
 * subscription with the push service, then savePushSubscription. Call it
 * straight from a tap's handler: the prompt is asked for before anything is
 * awaited, as browsers show it only in answer to a gesture. Never rejects: a
 * failure is told in a toast (an unanswered prompt too), and the answer is the
 * device's state ('denied' when the person or the browser blocked it, which the
 * caller explains where it asked).
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported() || VAPID_PUBLIC_KEY === null) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') {
    notify.info(i18n.t('push.notAnswered'));
    return 'off';
  }
  const key = keyBytes(VAPID_PUBLIC_KEY);
  let subscription: PushSubscription | null = null;
  try {
    const registration = await within(navigator.serviceWorker.ready, READY_MS);
    subscription = await registration.pushManager.getSubscription();
    if (subscription && !madeWithOurKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    const { save } = await calls();
    await save(subscriptionJson(subscription));
    markSaved(subscription.endpoint);
    return 'on';
  } catch (error) {
    // A subscription the functions do not hold would read as 'on' and never be sent to.
    await subscription?.unsubscribe().catch(() => false);
    // A function's refusal or a lost connection has its own words (notify.ts); the browser's
    // own errors (DOMException: no push service, no worker) have a numeric code notify cannot read.
    if (typeof (error as { code?: unknown }).code === 'string') notify.fromError(error, 'push.failed');
    else {
      console.error(error);
      notify.error(i18n.t('push.failed'));
    }
    return 'off';
  }
}

/**
 * Tells the functions to forget this device's subscription, within `ms`, then
 * ends it with the push service. The second step alone is enough to stop the
 * pushes: the push service then answers the functions' next send with "gone",
 * and they delete the subscription (so offline the first step may fail).
 */
async function endSubscription(subscription: PushSubscription, ms: number): Promise<void> {
  try {
    const removed = calls().then(({ remove }) => remove({ endpoint: subscription.endpoint }));
    await within(removed, ms);
  } catch (error) {
    console.warn('the push subscription was not removed from the server', error);
  }
  await within(subscription.unsubscribe(), LOCAL_MS).catch(() => false);
}

/** Turns Web Push off for this device (removePushSubscription, then unsubscribe). Never rejects. */
export async function disablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await within(currentSubscription(), LOCAL_MS).catch(() => null);
  if (subscription) await endSubscription(subscription, REMOVE_MS);
  return pushState();
}

/**
 * At logout (shared/session.ts, before signOut, while the callables still carry
 * this person's token): this phone stops getting their order news, since the
 * next person to use it must not see it. Best effort and short, so a logout
 * offline never hangs: at most about `ms` for the server, then the local
 * unsubscribe, which alone stops the pushes (endSubscription).
 */
export async function forgetPushOnThisDevice(ms = navigator.onLine ? 5000 : 300): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const subscription = await within(currentSubscription(), 1000).catch(() => null);
  if (subscription) await endSubscription(subscription, ms);
}
