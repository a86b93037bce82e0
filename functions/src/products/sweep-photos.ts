import { onSchedule } from 'firebase-functions/v2/scheduler';
import { RUN } from '../config';
import { db } from '../lib/admin';
import { sweepOrphanPhotos } from './photo-sweep';

/** Once a day, photos no product lists (photo-sweep.ts), a day after they were stored. */
export const sweepPhotos = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Asia/Kolkata', ...RUN.refresh },
  async () => {
    await sweepOrphanPhotos(db, 24 * 3_600_000);
  },
);
