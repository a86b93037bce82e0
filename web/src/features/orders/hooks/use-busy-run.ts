import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailsText } from '@/shared/error-text';
import { isOffline, type CommandOutcome } from '@/shared/firebase/order-commands';
import { nextPaint } from '@/shared/next-paint';
import { notify } from '@/shared/notify';
import { useAppStore } from '@/shared/store';

/** One order or payment step, as useBusyRun runs it. */
export interface BusyStep {
  /** Online: the callable. */
  call: () => Promise<unknown>;
  /** Offline: writes the step as an order command; `onOutcome` once the server has handled it. */
  queue: (uid: string, onOutcome: (outcome: CommandOutcome) => void) => void;
  /** The key of the success toast, read when it shows. */
  doneKey: string;
}

/**
 * Runs one step at a time with a toast either way; the server's words on
 * refusal (a queued step's refusal by its stable code, as the callable's). `busy`
 * while the callable is out, so its button cannot send it twice. Offline, the
 * step is queued on the phone as an order command (its order shows it waiting)
 * and its outcome toasts when the signal returns.
 */
export function useBusyRun() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (step: BusyStep): Promise<boolean> => {
    const uid = useAppStore.getState().uid;
    if (isOffline() && uid) {
      step.queue(uid, (outcome) => {
        if (outcome.ok) notify.success(t(step.doneKey));
        else notify.error(outcome.details ? detailsText(outcome.details) : t('errors.generic'));
      });
      notify.info(t('offline.saved'));
      return true;
    }
    setBusy(true);
    try {
      // The tap's frame shows the buttons disabled before the SDK builds the request.
      await nextPaint();
      await step.call();
      notify.success(t(step.doneKey));
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
