import { z } from 'zod';
import { englishError } from './error-codes';

const wholeIn = (min: number, max: number) =>
  z
    .number({ message: englishError('ops/bad-catch-up') })
    .int(englishError('ops/bad-catch-up'))
    .min(min, englishError('ops/bad-catch-up'))
    .max(max, englishError('ops/bad-catch-up'))
    .optional();

/**
 * runCatchUp's input: nothing (the schedule's windows), or shorter ones for a
 * run by hand after a known crash: commands waiting at least `commandGraceSeconds`
 * (0 to 3,600), order moves of the last `lookbackMinutes` (1 to 1,440).
 */
export const runCatchUpSchema = z.strictObject(
  { commandGraceSeconds: wholeIn(0, 3600), lookbackMinutes: wholeIn(1, 1440) },
  { error: englishError('ops/bad-catch-up') },
);
