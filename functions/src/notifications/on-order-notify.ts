import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { bindSecrets, RUN, VAPID_PRIVATE_KEY } from '../config';
import { db } from '../lib/admin';
import { isOrderStatus } from '../shared';
import { notificationText, type NotificationText } from '../shared/notification-texts';
import {
  NOTIFY_LIMITS,
  orderEvent,
  orderPath,
  prefsOf,
  type NotificationPrefs,
  type OrderEvent,
  type OrderFacts,
} from '../shared/notifications';
import { isAlreadyExists } from '../orders/order-tx';
import { pushToPerson } from './push-to-person';

const DAY_MS = 86_400_000;

export function factsOf(d: DocumentData | undefined): OrderFacts | null {
  if (!d || !isOrderStatus(d.status)) return null;
  const timeline: Array<{ by?: unknown }> = Array.isArray(d.timeline) ? d.timeline : [];
  const last = timeline[timeline.length - 1];
  return {
    farmerId: String(d.farmerId),
    buyerId: String(d.buyerId),
    status: d.status,
    title: String(d.title ?? ''),
    quantityG: Number(d.quantityG),
    buyerName: String(d.buyer?.name ?? ''),
    farmerName: String(d.farmer?.name ?? ''),
    declineReason: typeof d.declineReason === 'string' && d.declineReason ? d.declineReason : null,
    declineCode: typeof d.declineCode === 'string' && d.declineCode ? d.declineCode : null,
    actor: typeof last?.by === 'string' ? last.by : null,
  };
}

/**
 * Writes the notification of order event `found` into the inbox of the person
 * told, in their language; `written` is false when it was there already (its id
 * is the order and the event). Also used by the catch-up (reliability/catch-up.ts)
 * for an event whose trigger run was cut short.
 */
export async function tellOrderEvent(
  orderId: string,
  found: OrderEvent,
  after: OrderFacts,
): Promise<{ prefs: NotificationPrefs; text: NotificationText; written: boolean }> {
  const home = db.collection('notifications').doc(found.to);
  const prefs = prefsOf((await home.get()).data());
  const text = notificationText(found, after, prefs.language);
  try {
    await home
      .collection('items')
      .doc(`${orderId}_${found.event}`)
      .create({
        orderId,
        event: found.event,
        auto: found.auto,
        title: text.title,
        body: text.body,
        lang: prefs.language,
        read: false,
        createdAt: FieldValue.serverTimestamp(),
        expiresAt: Timestamp.fromMillis(Date.now() + NOTIFY_LIMITS.keepDays * DAY_MS),
      });
    return { prefs, text, written: true };
  } catch (error) {
    if (isAlreadyExists(error)) return { prefs, text, written: false };
    throw error;
  }
}

/**
 * Tells the other party of an order what just happened to it: every order
 * write passes here, whichever path made it (the app's callables, commands
 * queued offline, the legacy API, automatic declines), so all of them notify
 * alike. The notification is the durable record (the person's own collection,
 * in their language); a push is only a nudge, sent when the person wants it.
 * Its id is the order and the event, so a retried trigger finds it written and
 * sends no second push.
 */
export const onOrderNotify = onDocumentWritten(
  { document: 'orders/{orderId}', ...RUN.notify, secrets: bindSecrets(VAPID_PRIVATE_KEY) },
  async (event) => {
    const before = factsOf(event.data?.before.data());
    const after = factsOf(event.data?.after.data());
    const found = orderEvent(before, after);
    if (!found || !after) return;
    const { orderId } = event.params;
    const { prefs, text, written } = await tellOrderEvent(orderId, found, after);
    if (!written) return; // a retry of an event already told
    // No push for one's own move, nor for what the person turned off.
    if (found.actor === found.to || !prefs.push || !prefs.events[found.event]) return;
    try {
      await pushToPerson(found.to, {
        ...text,
        event: found.event,
        url: orderPath(found.event, orderId),
        lang: prefs.language,
        orderId,
      });
    } catch (error) {
      // The notification is stored; a lost push is only a lost nudge.
      logger.warn('push not sent', { orderId, event: found.event, error });
    }
  },
);
