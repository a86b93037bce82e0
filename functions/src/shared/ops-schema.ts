import { z } from 'zod';
import { englishError } from './error-codes';

/**
 * runCatchUp's input: nothing (the schedule's windows), or shorter ones for a
 * run by hand after a known crash: commands waiting at least `commandGraceSeconds`
 * (0 to 3,600), order moves of the last `lookbackMinutes` (1 to 1,440).
 */
export const runCatchUpSchema = z.strictObject(
  {
    commandGraceSeconds: z
      .number({ message: englishError('ops/bad-catch-up') })
      .int(englishError('ops/bad-catch-up'))
      .min(0, englishError('ops/bad-catch-up'))
      .max(3600, englishError('ops/bad-catch-up'))
      .optional(),
    lookbackMinutes: z
      .number({ message: englishError('ops/bad-catch-up') })
      .int(englishError('ops/bad-catch-up'))
      .min(1, englishError('ops/bad-catch-up'))
      .max(1440, englishError('ops/bad-catch-up'))
      .optional(),
  },
  { error: englishError('ops/bad-catch-up') },
);
