import type { OrderAction } from '@shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { act } from '../api/orders-api';

/** Runs one order action at a time with a toast either way; the server's words on refusal. */
export function useAct() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (orderId: string, action: OrderAction, reason?: string): Promise<boolean> => {
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
