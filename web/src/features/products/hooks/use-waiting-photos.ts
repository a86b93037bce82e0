import { useEffect, useState } from 'react';
import { notify } from '@/shared/notify';
import { sendWaitingPhotos, subscribeWaitingPhotos } from '../api/photo-queue';

/** Sends the photos waiting on the phone; a refused one is said in a toast. */
export function sendWaiting(): void {
  void sendWaitingPhotos((error) => notify.fromError(error, 'products.photoFailed')).catch(() => undefined);
}

/**
 * How many photos wait on the phone for each product. While a screen uses it,
 * they are sent at once and whenever the signal returns.
 */
export function useWaitingPhotos(): Record<string, number> {
  const [counts, setCounts] = useState<Record<string, number>>({});
  useEffect(() => subscribeWaitingPhotos(setCounts), []);
  useEffect(() => {
    sendWaiting();
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, []);
  return counts;
}
