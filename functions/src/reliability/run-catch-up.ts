import { bindSecrets, CALLABLE, ORDER_ID_KEY, RUN } from '../config';
import { callable } from '../lib/callable';
import { parse } from '../lib/guard';
import { refusal } from '../lib/refusal';
import { runCatchUpSchema } from '../shared/ops-schema';
import { catchUp, type CatchUpResult } from './catch-up';

/**
 * The catch-up now, for an administrator (the `admin: true` custom claim, as
 * runMandiRefresh): after a known crash, to finish what the triggers left
 * undone without waiting for the schedule, or on the Emulator Suite, which has
 * no scheduler (`npm run load -- --faults` calls it so). Answers what it did.
 */
// A stranded buy command places an order, whose id is keyed with ORDER_ID_KEY (config.ts).
export const runCatchUp = callable(
  { ...CALLABLE, ...RUN.refresh, secrets: bindSecrets(ORDER_ID_KEY) },
  async (req): Promise<CatchUpResult> => {
    if (!req.auth) throw refusal('unauthenticated', 'account/log-in-first');
    if (req.auth.token.admin !== true) throw refusal('permission-denied', 'ops/admins-only');
    const { commandGraceSeconds, lookbackMinutes } = parse(runCatchUpSchema, req.data ?? {});
    return catchUp({
      ...(commandGraceSeconds === undefined ? {} : { commandGraceMs: commandGraceSeconds * 1000 }),
      ...(lookbackMinutes === undefined ? {} : { notifyLookbackMs: lookbackMinutes * 60_000 }),
    });
  },
);
