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
