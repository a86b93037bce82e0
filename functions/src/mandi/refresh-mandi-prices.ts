import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { bindSecrets, MANDI_API_KEY, RUN } from '../config';
import { MANDI_LIMITS } from '../shared/mandi';
import { MandiSourceError } from './agmarknet-client';
import { refreshMandi } from './refresh';

/**
 * Every 6 hours (IST), the day's mandi prices: Agmarknet publishes through the
 * day, and 4 runs keep a quote at most a few hours behind it. A source that
 * fails is logged and tried again at the next run; nothing is retried here.
 */
export const refreshMandiPrices = onSchedule(
  {
    schedule: `every ${MANDI_LIMITS.refreshHours} hours`,
    timeZone: 'Asia/Kolkata',
    ...RUN.refresh,
    secrets: bindSecrets(MANDI_API_KEY),
  },
  async () => {
    try {
      await refreshMandi();
    } catch (error) {
      if (!(error instanceof MandiSourceError)) throw error;
      logger.error('mandi prices not refreshed: the source failed', { problem: error.problem, error: error.message });
    }
  },
);
