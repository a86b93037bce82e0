import type { PaymentAction } from '@shared/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/notify';
import { recordPayment } from '../api/payments-api';

/**
 * Records one payment step with a toast either way (a refusal in the reader's
 * language by its stable code). Not queued offline, unlike order steps: a
 * payment step is a statement to the other party, so it is made online or the
 * person is told it was not sent (notify.fromError says so when offline).
 */
export function useRecordPayment() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (orderId: string, action: PaymentAction, reference?: string): Promise<boolean> => {
    setBusy(true);
    try {
      await recordPayment(orderId, action, reference);
      notify.success(t(`orders.pay.done.${action}`));
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
