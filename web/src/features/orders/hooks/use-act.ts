import { newRequestId, type OrderAction } from '@shared/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailsText } from '@/shared/error-text';
import { notify } from '@/shared/notify';
import { isOffline, queueStep } from '@/shared/firebase/order-commands';
import { useAppStore } from '@/shared/store';
import { act } from '../api/orders-api';

/**
 * Runs one order action at a time with a toast either way; the server's words
 * on refusal. Offline, the action is queued on the phone as an order command
 * and its outcome toasts when the signal returns.
 */
export function useAct() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (orderId: string, action: OrderAction, reason?: string): Promise<boolean> => {
    const uid = useAppStore.getState().uid;
    if (isOffline() && uid) {
      const note = reason?.trim();
      queueStep(uid, newRequestId(), { orderId, action, ...(note ? { reason: note } : {}) }, (outcome) => {
        if (outcome.ok) notify.success(t(`orders.done.${action}`));
        else notify.error(outcome.details ? detailsText(outcome.details) : t('errors.generic'));
      });
      notify.info(t('offline.saved'));
      return true;
    }
    setBusy(true);
    try {
      await act(orderId, action, reason);
      notify.success(t(`orders.done.${action}`));
      return true;
    } catch (error) {
      notify.fromError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
