import { z } from 'zod';
import { englishError } from './error-codes';
import { PRODUCT_LIMITS } from './product';

// The getMandiHint callable's input: the product title the farmer is typing,
// as long as a title may be.

export const getMandiHintSchema = z
  .object({
    title: z
      .string({ message: englishError('mandi/bad-title') })
      .trim()
      .min(1, englishError('mandi/bad-title'))
      .max(PRODUCT_LIMITS.titleMax, englishError('mandi/bad-title')),
  })
  .strict();

/** runMandiRefresh's input: nothing, or `backfill: true` to give products written before the mandi prices their produceKey first. */
export const runMandiRefreshSchema = z.strictObject(
  { backfill: z.boolean({ message: englishError('mandi/bad-refresh') }).optional() },
  { error: englishError('mandi/bad-refresh') },
);
