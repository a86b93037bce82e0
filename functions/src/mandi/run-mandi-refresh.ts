import { bindSecrets, CALLABLE, MANDI_API_KEY, RUN } from '../config';
import { callable } from '../lib/callable';
import { parse } from '../lib/guard';
import { refusal } from '../lib/refusal';
import { runMandiRefreshSchema } from '../shared/mandi-schema';
import { MandiSourceError } from './agmarknet-client';
import { backfillProduceKeys } from './backfill-produce-keys';
import { refreshMandi, type RefreshResult } from './refresh';

/**
 * A refresh now, for an administrator (the `admin: true` custom claim, set by
 * hand in the Firebase console or with the Admin SDK; no app screen gives it):
 * after setting the key, or to see a new day's prices without waiting for the
 * schedule. Answers what it fetched, stored and updated. With `backfill: true`
 * it first gives the products written before mandi prices existed their
 * produceKey (once, after deploying this feature on old data).
 */
export const runMandiRefresh = callable(
  { ...CALLABLE, ...RUN.refresh, secrets: bindSecrets(MANDI_API_KEY) },
  async (req): Promise<RefreshResult & { productsBackfilled?: number }> => {
    if (!req.auth) throw refusal('unauthenticated', 'account/log-in-first');
    if (req.auth.token.admin !== true) throw refusal('permission-denied', 'mandi/admins-only');
    const { backfill } = parse(runMandiRefreshSchema, req.data ?? {});
    const backfilled = backfill ? { productsBackfilled: await backfillProduceKeys() } : {};
    try {
      return { ...(await refreshMandi()), ...backfilled };
    } catch (error) {
      if (error instanceof MandiSourceError)
        throw refusal('unavailable', 'mandi/source-unavailable', { problem: error.problem });
      throw error;
    }
  },
);
