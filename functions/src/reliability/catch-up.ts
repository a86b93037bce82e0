import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin';
import { factsOf, tellOrderEvent } from '../notifications/on-order-notify';
import { handleCommand } from '../orders/on-order-command';
import { orderEvent, type OrderFacts } from '../shared/notifications';

// Work a Firestore trigger does can be lost when the instance running it dies
// mid-run: the emulator never delivers an event again, and a deployed trigger
// without `retry` does not either. Both kinds of such work that a person waits
// for are idempotent, so doing them again is safe, and this pass does them:
// - an order command (written on a phone, often offline) with no outcome yet;
// - an order event's notification that was never written.
// A lost push is only a lost nudge: the notification is the record, and late
// news goes to the inbox without one.

/** How long a command may wait for its trigger before the catch-up runs it (its trigger's timeout, 120 s, and more). */
export const COMMAND_GRACE_MS = 3 * 60_000;
/** How far back order moves are looked at for a missing notification: a little more than two runs of the schedule. */
export const NOTIFY_LOOKBACK_MS = 15 * 60_000;

export interface CatchUpResult {
  commandsRun: number;
  ordersLookedAt: number;
  notificationsWritten: number;
}

/** What `order` looked like after each step of its timeline (payments are not moves), for orderEvent. */
function factsAlongTimeline(order: FirebaseFirestore.DocumentData): Array<OrderFacts> {
  const final = factsOf(order);
  if (!final) return [];
  const steps: Array<{ status?: unknown; by?: unknown; payment?: unknown }> = Array.isArray(order.timeline)
    ? order.timeline
    : [];
  return steps
    .filter((s) => !s.payment && typeof s.status === 'string')
    .map((s) => ({
      ...final,
      status: s.status as OrderFacts['status'],
      actor: typeof s.by === 'string' ? s.by : null,
    }));
}

/** Writes the notifications missing for orders moved since `sinceMs`; answers how many orders and how many written. */
async function restoreNotifications(sinceMs: number): Promise<{ orders: number; written: number }> {
  // One range on one field: the automatic single-field index serves it.
  const moved = await db.collection('orders').where('updatedAt', '>=', Timestamp.fromMillis(sinceMs)).get();
  let written = 0;
  for (const doc of moved.docs) {
    let before: OrderFacts | null = null;
    for (const after of factsAlongTimeline(doc.data())) {
      const found = orderEvent(before, after);
      if (found && (await tellOrderEvent(doc.id, found, after)).written) written++;
      before = after;
    }
  }
  return { orders: moved.size, written };
}

/** Runs the commands still without an outcome that were written before `beforeMs`; answers how many. */
async function runStrandedCommands(beforeMs: number): Promise<number> {
  // Equality on one field (no composite index); the waiting ones are few at any time.
  const waiting = await db.collection('orderCommands').where('outcome', '==', null).get();
  const stranded = waiting.docs.filter((d) => {
    const at = d.get('createdAt') as Timestamp | undefined;
    return at instanceof Timestamp && at.toMillis() < beforeMs;
  });
  for (const d of stranded) await handleCommand(d.ref);
  return stranded.length;
}

/** One pass; `nowMs` and the windows can be set for a run by hand (run-catch-up.ts). */
export async function catchUp({
  nowMs = Date.now(),
  commandGraceMs = COMMAND_GRACE_MS,
  notifyLookbackMs = NOTIFY_LOOKBACK_MS,
} = {}): Promise<CatchUpResult> {
  const commandsRun = await runStrandedCommands(nowMs - commandGraceMs);
  const { orders, written } = await restoreNotifications(nowMs - notifyLookbackMs);
  const result = { commandsRun, ordersLookedAt: orders, notificationsWritten: written };
  if (commandsRun || written) logger.warn('catch-up did work a trigger had left undone', result);
  return result;
}
