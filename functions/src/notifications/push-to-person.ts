import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin';
import { coalescedText } from '../shared/notification-texts';
import { NOTIFY_LIMITS, orderPath, type NotifyEvent, type NotifyLanguage } from '../shared/notifications';
import { PUSH_TAGS, pushTagOf, type PushPayload, type PushSubscriptionJson } from '../shared/push';
import { PUSH_LIMITS, planFlush, planPush, pushStateOf, type PushLimits } from './push-plan';
import { vapidDetails, type VapidDetails } from './vapid';
import { sendWebPush, type PushUrgency } from './web-push-send';

// Pushes order news to every device of one person, coalescing bursts and
// keeping to the hourly cap (push-plan.ts decides; this runs it). Devices are
// pushSubscriptions/{sha-256 of the endpoint} with the person's uid, written
// only by the save and remove callables; a push service's 404 or 410 removes one.

/** What one order event pushes (onOrderNotify fills it in the person's language). */
export interface PersonPush {
  event: NotifyEvent;
  title: string;
  body: string;
  url: string;
  lang: NotifyLanguage;
  orderId: string;
}

interface Device {
  id: string;
  subscription: PushSubscriptionJson;
}

/**
 * A device's document id: one document per endpoint, so a phone holds one
 * person at a time, and the endpoint (a capability URL) stays out of paths and logs.
 */
export function pushSubscriptionId(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('hex');
}

/** The coalescing window: KH_PUSH_WINDOW_MS lets the emulator tests wait seconds, not a minute. */
function pushLimits(env: Record<string, string | undefined> = process.env): PushLimits {
  const ms = Number(env.KH_PUSH_WINDOW_MS);
  return Number.isInteger(ms) && ms > 0 ? { ...PUSH_LIMITS, coalesceWindowMs: ms } : PUSH_LIMITS;
}

/** Requests wake the farmer's phone (a buyer is waiting); other news may wait for its next wake-up. */
const urgencyOf = (requests: boolean): PushUrgency => (requests ? 'high' : 'normal');

/** The list an event's order is on, without the order: where a burst's push leads. */
const listPathOf = (event: NotifyEvent): string => orderPath(event, '').split('?')[0]!;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function pushToPerson(uid: string, push: PersonPush): Promise<void> {
  const vapid = vapidDetails();
  if (!vapid) return;
  // Nobody to push to: spend none of the hour's pushes on them.
  const devices = await devicesOf(uid);
  if (devices.length === 0) return;

  const limits = pushLimits();
  const stateRef = db.collection('pushState').doc(uid);
  const plan = await db.runTransaction(async (tx) => {
    const planned = planPush(pushStateOf((await tx.get(stateRef)).data()), Date.now(), push.event, limits);
    tx.set(stateRef, { ...planned.state, updatedAt: FieldValue.serverTimestamp() });
    return planned;
  });

  if (plan.action === 'send-now') {
    const { title, body, url, lang, event } = push;
    await sendToDevices(
      devices,
      { title, body, url, lang, tag: pushTagOf(event) },
      urgencyOf(event === 'request'),
      vapid,
    );
    return;
  }
  // 'hold' is counted into the burst; 'capped' waits in the centre only.
  if (plan.action !== 'flush-later') return;

  // This event flushes the burst: it waits out the window (the function's
  // timeout allows it; waiting costs no CPU), then sends one push for all.
  await sleep(plan.state.windowEnd - Date.now());
  const flush = await db.runTransaction(async (tx) => {
    const state = pushStateOf((await tx.get(stateRef)).data());
    if (!state) return null;
    const planned = planFlush(state, Date.now(), limits);
    if (planned.send) tx.set(stateRef, { ...planned.state, updatedAt: FieldValue.serverTimestamp() });
    return planned;
  });
  if (!flush?.send) return;
  const text = coalescedText(flush.count, flush.allRequests, push.lang);
  const payload: PushPayload = {
    ...text,
    tag: flush.allRequests ? PUSH_TAGS.requests : PUSH_TAGS.updates,
    url: listPathOf(push.event),
    lang: push.lang,
  };
  // Devices are read again: one may have been added or removed while waiting.
  await sendToDevices(await devicesOf(uid), payload, urgencyOf(flush.allRequests), vapid);
}

async function devicesOf(uid: string): Promise<Device[]> {
  const snap = await db.collection('pushSubscriptions').where('uid', '==', uid).get();
  return snap.docs.flatMap((d) => {
    const endpoint: unknown = d.get('endpoint');
    const p256dh: unknown = d.get('keys.p256dh');
    const auth: unknown = d.get('keys.auth');
    if (typeof endpoint !== 'string' || typeof p256dh !== 'string' || typeof auth !== 'string') return [];
    return [{ id: d.id, subscription: { endpoint, keys: { p256dh, auth } } }];
  });
}

/**
 * One push to each device, side by side: a device that fails (a slow or broken
 * push service) is logged and does not keep the others from theirs.
 */
async function sendToDevices(
  devices: Device[],
  payload: PushPayload,
  urgency: PushUrgency,
  vapid: VapidDetails,
): Promise<void> {
  const options = { ttlSeconds: NOTIFY_LIMITS.pushTtlSeconds, urgency, topic: payload.tag, vapid };
  await Promise.all(
    devices.map(async ({ id, subscription }) => {
      try {
        const { status } = await sendWebPush(subscription, payload, options);
        if (status === 404 || status === 410) {
          // The push service forgot this subscription (app uninstalled, permission revoked).
          await db.collection('pushSubscriptions').doc(id).delete();
          logger.info('push subscription gone; removed', { device: id, status });
        } else if (status < 200 || status >= 300) {
          logger.warn('push refused', { device: id, status });
        }
      } catch (error) {
        logger.warn('push failed', { device: id, error: error instanceof Error ? error.message : String(error) });
      }
    }),
  );
}
