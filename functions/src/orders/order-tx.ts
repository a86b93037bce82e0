import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { refusal } from '../lib/refusal';

// gRPC status codes of the Firestore client.
const GRPC = { deadlineExceeded: 4, alreadyExists: 6, failedPrecondition: 9, aborted: 10, unavailable: 14 } as const;

/** Rounds of a transaction whose `lastUpdateTime` precondition found its document changed. */
const MAX_STALE_ROUNDS = 12;

export function grpcCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs an order transaction. The Admin SDK retries lock contention itself (5
 * attempts). A write guarded by a `lastUpdateTime` precondition (see
 * update-order.ts) fails its commit with FAILED_PRECONDITION when another
 * transaction changed that document first; the whole body then runs again on
 * fresh reads. When retries run out the caller gets 'aborted' or 'unavailable'
 * rather than 'internal', so clients know a retry with the same input is safe.
 * The bodies hold no queries, so a FAILED_PRECONDITION from Firestore here can
 * only be such a stale precondition.
 */
export async function runOrderTransaction<T>(name: string, body: (tx: Transaction) => Promise<T>): Promise<T> {
  let attempts = 0;
  let stale = 0;
  try {
    for (;;) {
      try {
        return await db.runTransaction((tx) => {
          attempts++;
          return body(tx);
        });
      } catch (error) {
        if (grpcCode(error) !== GRPC.failedPrecondition || ++stale >= MAX_STALE_ROUNDS) throw error;
        // Jitter spreads the losers out so each round lets another one through.
        await sleep(Math.random() * 25 * stale);
      }
    }
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    const code = grpcCode(error);
    if (code === GRPC.aborted || code === GRPC.failedPrecondition) {
      logger.warn('order transaction gave up under contention', { name, attempts, stale });
      throw refusal('aborted', 'orders/busy');
    }
    if (code === GRPC.unavailable || code === GRPC.deadlineExceeded) {
      logger.warn('order transaction unavailable', { name, attempts, code });
      throw refusal('unavailable', 'orders/busy');
    }
    throw error;
  } finally {
    // Contention shows in the logs as attempts > 1 (the race test's report counts these lines).
    if (attempts > 1) logger.info('order transaction retried', { name, attempts, stale });
  }
}

export const isAlreadyExists = (error: unknown) => grpcCode(error) === GRPC.alreadyExists;
