import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../lib/admin';
import { ORDER_MESSAGES } from '../shared';

// gRPC status codes of the Firestore client.
const GRPC = { deadlineExceeded: 4, alreadyExists: 6, aborted: 10, unavailable: 14 } as const;

export function grpcCode(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Runs an order transaction. The Admin SDK already retries contention aborts
 * (5 attempts); when those run out the caller gets 'aborted' or 'unavailable'
 * rather than 'internal', so clients know a retry with the same input is safe.
 */
export async function runOrderTransaction<T>(name: string, body: (tx: Transaction) => Promise<T>): Promise<T> {
  let attempts = 0;
  try {
    return await db.runTransaction((tx) => {
      attempts++;
      return body(tx);
    });
  } catch (error) {
    if (error instanceof HttpsError) throw error;
    const code = grpcCode(error);
    if (code === GRPC.aborted) {
      logger.warn('order transaction gave up under contention', { name, attempts });
      throw new HttpsError('aborted', ORDER_MESSAGES.busy);
    }
    if (code === GRPC.unavailable || code === GRPC.deadlineExceeded) {
      logger.warn('order transaction unavailable', { name, attempts, code });
      throw new HttpsError('unavailable', ORDER_MESSAGES.busy);
    }
    throw error;
  } finally {
    // Contention shows in the logs as attempts > 1 (tests count these lines).
    if (attempts > 1) logger.info('order transaction retried', { name, attempts });
  }
}

export const isAlreadyExists = (error: unknown) => grpcCode(error) === GRPC.alreadyExists;
