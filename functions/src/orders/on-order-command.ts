import { FieldValue, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { bindSecrets, ORDER_ID_KEY } from '../config';
import { adminAuth, db } from '../lib/admin';
import { type CommandOutcome } from '../shared';
import { englishError, isErrorCode, type ErrorDetails } from '../shared/error-codes';
import { placeBuyRequestFor } from './place-buy-request';
import { grpcCode } from './order-tx';
import { recordPaymentFor } from './record-payment';
import { transitionOrder } from './update-order';

/**
 * Runs an order command written on a phone (orderCommands/{id}, often queued
 * offline by the Firestore SDK): a buy, an order step or a payment step, through
 * the callables' own logic, then records the outcome on the command, where its
 * author watches it live. The rules let only the author create it, shaped as the
 * callables' input; the same logic re-checks everything. Idempotent: a buy
 * command's id is its request id, so it lands on the same order as any callable
 * retry; a step or payment is allowed once per order, in the transaction that
 * makes it; a redelivered event finds the outcome already written and does
 * nothing, and the first outcome recorded is never overwritten.
 */
// A buy command places an order, whose id is keyed with ORDER_ID_KEY (config.ts).
export const onOrderCommand = onDocumentCreated(
  { document: 'orderCommands/{commandId}', secrets: bindSecrets(ORDER_ID_KEY) },
  async (event) => {
    if (event.data) await handleCommand(event.data.ref);
  },
);

/**
 * Runs the command at `ref` once: nothing when it has an outcome already. Also
 * used by the catch-up (reliability/catch-up.ts) for a command whose trigger run
 * was cut short before it recorded an outcome.
 */
export async function handleCommand(ref: DocumentReference): Promise<void> {
  const snap = await ref.get();
  const cmd = snap.data();
  if (!cmd || cmd.outcome != null) return;
  // A buy withdrawn on the phone before it was sent reaches the server as the
  // create and then `cancelled: true`: this read is after both.
  if (cmd.cancelled === true) return record(ref, WITHDRAWN);
  const outcome = await run(cmd);
  // The rules accept `cancelled` only while there is no outcome, so the check
  // and the outcome go in one transaction: a withdrawal that came while the
  // order was being placed cancels that order, and nothing is left open.
  const withdrawn = await db.runTransaction(async (tx) => {
    const cur = await tx.get(ref);
    // A redelivery that overlapped this run recorded first: its outcome stands.
    if (!cur.exists || cur.get('outcome') != null) return false;
    if (cur.get('cancelled') === true && outcome.ok) return true;
    tx.update(ref, { outcome, handledAt: FieldValue.serverTimestamp() });
    return false;
  });
  if (withdrawn && outcome.ok) {
    await transitionOrder(String(cmd.by), { orderId: outcome.orderId, action: 'cancel' }).catch((error: unknown) =>
      logger.error('withdrawn buy could not be cancelled', { orderId: outcome.orderId, error }),
    );
    await record(ref, WITHDRAWN);
  }
}

const NOT_FOUND = 5;

const WITHDRAWN: CommandOutcome = {
  ok: false,
  code: 'cancelled',
  message: englishError('orders/withdrawn-before-sent'),
  details: { code: 'orders/withdrawn-before-sent' },
};

async function record(ref: DocumentReference, outcome: CommandOutcome): Promise<void> {
  try {
    await ref.update({ outcome, handledAt: FieldValue.serverTimestamp() });
  } catch (error) {
    // The command was removed meanwhile (only the Admin SDK can): nobody is waiting for it.
    if (grpcCode(error) !== NOT_FOUND) throw error;
  }
}

async function run(cmd: DocumentData): Promise<CommandOutcome> {
  const uid = String(cmd.by);
  try {
    if (cmd.kind === 'buy') {
      // The role claim a callable would read from the caller's token (none: a deleted account).
      const user = await adminAuth.getUser(uid).catch(() => null);
      const role = user?.customClaims?.role;
      const r = await placeBuyRequestFor(uid, role, {
        productId: cmd.productId,
        quantityG: cmd.quantityG,
        requestId: cmd.requestId,
      });
      return { ok: true, orderId: r.orderId, status: r.status, farmerName: r.farmerName };
    }
    if (cmd.kind === 'pay') {
      // A reference, when given, goes as written: the schema checks it as the callable's does.
      const reference = cmd.reference === undefined ? {} : { reference: cmd.reference };
      const r = await recordPaymentFor(uid, { orderId: cmd.orderId, action: cmd.action, ...reference });
      return { ok: true, orderId: r.orderId, payment: r.payment };
    }
    const input = { orderId: cmd.orderId, action: cmd.action, ...(cmd.reason ? { reason: cmd.reason } : {}) };
    const r = await transitionOrder(uid, input);
    return { ok: true, orderId: r.orderId, status: r.status };
  } catch (error) {
    if (error instanceof HttpsError) {
      const details = error.details as ErrorDetails | undefined;
      return {
        ok: false,
        code: error.code,
        message: error.message,
        ...(isErrorCode(details?.code) ? { details } : {}),
      };
    }
    logger.error('order command failed', { kind: cmd.kind, error });
    return { ok: false, code: 'internal', message: englishError('orders/busy'), details: { code: 'orders/busy' } };
  }
}
