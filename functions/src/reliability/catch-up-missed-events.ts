import { onSchedule } from 'firebase-functions/v2/scheduler';
import { bindSecrets, ORDER_ID_KEY } from '../config';
import { catchUp } from './catch-up';

/**
 * Every 5 minutes, the work a crashed trigger run left undone (catch-up.ts):
 * a command that waits past its grace is run, a missing notification written.
 * A pass with nothing to do reads the waiting commands and the orders moved in
 * the last 15 minutes, and writes nothing.
 */
// A stranded buy command places an order, whose id is keyed with ORDER_ID_KEY (config.ts).
export const catchUpMissedEvents = onSchedule(
  { schedule: 'every 5 minutes', timeZone: 'Asia/Kolkata', secrets: bindSecrets(ORDER_ID_KEY) },
  async () => {
    await catchUp();
  },
);
