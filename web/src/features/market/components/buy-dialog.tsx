import { formatGrams, orderTotalPaise } from '@shared/money';
import { buyStepG } from '@shared/product';
import { rupees } from '@/shared/i18n/units';
import { ORDER_LIMITS } from '@shared/orders';
import { memo, useEffect, useImperativeHandle, useRef, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { detailsText } from '@/shared/error-text';
import { notify } from '@/shared/notify';
import { isOffline, queueBuy, type CommandOutcome } from '@/shared/firebase/order-commands';
import { useAfterFirstPaint } from '@/shared/hooks/use-after-first-paint';
import { nextPaint, onNextPaint } from '@/shared/next-paint';
import { useBackCloses } from '@/shared/hooks/use-back-closes';
import { useLatest } from '@/shared/hooks/use-latest';
import { useAppStore } from '@/shared/store';
import { ModalSheet } from '@/shared/ui/modal-sheet';
import { Notice } from '@/shared/ui/notice';
import { TextField } from '@/shared/ui/text-field';
import type { Product } from '@/shared/product';
import { parseKgToGrams, problemKey } from '@/shared/typed-number';
import { placeBuyRequest } from '../api/buy-api';
import { answerMayBeLost } from '../api/buy-guard';
import '../buy-strings';
import { mandiLineText } from '../mandi-line';
import '../strings';
import './buy-dialog.css';

const MAX_ORDER_G = ORDER_LIMITS.quantityMaxG;

interface Props {
  product: Product;
  /** Shown; closed, the dialog stays laid out, unseen, for the next opening. */
  open: boolean;
  /** Which opening this is: each starts afresh, at 1 kg. */
  opening: number;
  /** This opening's request id, made when it opened: every attempt of the opening sends it. */
  requestId: string;
  onClose: () => void;
  /** The request reached the server (not when it was only kept on the phone offline). */
  onSent?: () => void;
}

/**
 * 'Buy {title}': price per kg, quantity in kg (steps of 0.1 kg, or whole kg
 * when the farmer sells so, up to what is available), the order total, Cancel
 * and 'Confirm Purchase'. Each opening has its own request id: a double click
 * or a retry after a lost answer reaches the server with the same id and can
 * never make a second order, and the next opening can never reuse it.
 */
export default function BuyDialog({ product, open, opening, requestId, onClose, onSent }: Props) {
  const { t } = useTranslation();
  // What was typed, and a lost answer, belong to their opening: the next one starts at 1 kg.
  const [typed, setTyped] = useState({ opening, text: '1' });
  const kgText = typed.opening === opening ? typed.text : '1';
  const setKgText = (text: string) => setTyped({ opening, text });
  // The last attempt's answer was lost: the order may exist; a retry (same id) finds it.
  const [unconfirmedIn, setUnconfirmedIn] = useState<number | null>(null);
  const unconfirmed = unconfirmedIn === opening;
  const setUnconfirmed = (on: boolean) => setUnconfirmedIn(on ? opening : null);
  // Sending is shown by the actions row alone (BuyActions): the tap on Confirm renders two
  // buttons, not the dialog. The ref, the opening whose request is on its way, guards against
  // a second submit; an answer that comes after its opening was closed only toasts.
  const sendingFor = useRef<number | null>(null);
  const current = useLatest({ opening, open });
  const actions = useRef<BuyActionsHandle>(null);
  const stepG = buyStepG(product);
  const maxG = Math.min(product.quantityG, MAX_ORDER_G);
  // The field keeps exactly what was typed; "2.5" is 2.5 kg (2500 g), never 25.
  const parsed = parseKgToGrams(kgText, { min: stepG, max: maxG }, stepG);
  const valid = parsed.ok;
  const grams = parsed.ok ? parsed.value : 0;
  const range = { min: formatGrams(stepG), max: formatGrams(maxG) };
  const rangeKey = stepG === 100 ? 'buy.quantityRange' : 'buy.quantityRangeWhole';
  const rangeText = t(rangeKey, range);
  const problem = parsed.ok ? null : t(problemKey(parsed.problem, rangeKey), range);
  const titleId = 'buy-dialog-title';
  const fieldShown = useAfterFirstPaint();
  const field = useRef<HTMLInputElement>(null);
  // Once the sheet is modal (ModalSheet's own step after the first frame), so that closing it
  // gives the focus back to the button that opened it.
  useEffect(() => {
    if (open && fieldShown) return onNextPaint(() => field.current?.focus());
  }, [open, opening, fieldShown]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // A kept dialog's form is unseen and untouchable while closed; this only makes sure.
    if (!open || sendingFor.current === opening) return;
    if (problem !== null) {
      notify.error(problem);
      return;
    }
    // 'Request sent: 3 kg of Onion to Ramesh Patil': the farmer's name comes with the server's answer.
    const confirmed = (farmer?: string) =>
      t(farmer ? 'buy.confirmed' : 'buy.confirmedNoFarmer', { n: formatGrams(grams), title: product.title, farmer });
    const input = { productId: product.id, quantityG: grams, requestId };
    const uid = useAppStore.getState().uid;
    if (isOffline() && uid) {
      // Kept on the phone and sent when the signal returns; the outcome toasts when it comes.
      queueBuy(uid, { ...input, title: product.title }, (outcome: CommandOutcome) => {
        if (outcome.ok) notify.success(confirmed(outcome.farmerName));
        // Withdrawn from My Orders before it was sent: what the buyer asked for, not a failure.
        else if (outcome.details?.code === 'orders/withdrawn-before-sent') notify.info(detailsText(outcome.details));
        else notify.error(outcome.details ? detailsText(outcome.details) : t('buy.buyFailed'));
      });
      notify.info(t('offline.saved'));
      onClose();
      return;
    }
    sendingFor.current = opening;
    actions.current?.setSending(true);
    // This opening is still the one on the screen.
    const stillOpen = () => current.current.opening === opening && current.current.open;
    try {
      // The tap's frame shows "Please wait" before the SDK builds the request.
      await nextPaint();
      const result = await placeBuyRequest(input);
      const found = t('offline.found', { n: formatGrams(grams), title: product.title, id: result.orderId.slice(-6) });
      notify.success(result.created ? confirmed(result.farmerName) : found);
      if (stillOpen()) onClose();
      onSent?.();
    } catch (err) {
      // The dialog stays open so a retry reuses this request id.
      if (answerMayBeLost(err)) {
        console.error(err);
        if (stillOpen()) setUnconfirmed(true);
        notify.error(t('offline.notConfirmed'));
      } else {
        if (stillOpen()) setUnconfirmed(false);
        notify.fromError(err, 'buy.buyFailed');
      }
      if (stillOpen()) actions.current?.setSending(false);
    } finally {
      if (sendingFor.current === opening) sendingFor.current = null;
    }
  };

  return (
    <ModalSheet open={open} onClose={onClose} labelledBy={titleId} place="centre" kept>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        {/* Plain elements (buy-dialog.css, shared/ui/fields.css): MUI's dialog parts, field and
            buttons had emotion build their styles in the tap's frame on a cheap phone. */}
        <h2 id={titleId} className="kh-sheet-title">
          {t('buy.buyTitle', { title: product.title })}
        </h2>
        <div className="kh-buy">
          <div>
            <p>
              {t('buy.pricePerKg')}: <strong>{t('market.perKg', { price: rupees(product.pricePaise) })}</strong>
            </p>
            {product.mandi && (
              <p className="kh-buy-mandi" data-testid="mandi-price">
                {mandiLineText(product.mandi, (key, params) => t(`marketMandi.${key}`, params), Date.now())}
              </p>
            )}
          </div>
          {/* The field mounts a frame after the dialog, in a box of its height: the tap's own
              frame shows the dialog sooner on a cheap phone. */}
          {fieldShown ? (
            <TextField
              inputRef={field}
              id="buy-dialog-quantity"
              label={t('buy.quantity')}
              value={kgText}
              onChange={setKgText}
              error={!valid}
              helperText={problem ?? rangeText}
              inputMode={stepG === 100 ? 'decimal' : 'numeric'}
            />
          ) : (
            <div className="kh-buy-field-slot" aria-hidden />
          )}
          {unconfirmed && (
            <Notice severity="warning" testId="buy-unconfirmed">
              {t('offline.notConfirmed')} <RouterLink to="/MyOrdersUser">{t('offline.myOrders')}</RouterLink>
            </Notice>
          )}
          <p aria-live="polite" data-testid="order-total">
            {t('buy.total')}: <strong>{rupees(orderTotalPaise(product.pricePaise, valid ? grams : 0))}</strong>
          </p>
        </div>
        <BuyActions handle={actions} open={open} opening={opening} valid={valid} onClose={onClose} />
      </form>
    </ModalSheet>
  );
}

interface BuyActionsHandle {
  setSending(on: boolean): void;
}

interface ActionsProps {
  handle: Ref<BuyActionsHandle>;
  open: boolean;
  /** A new opening is never sending. */
  opening: number;
  valid: boolean;
  onClose: () => void;
}

/** Cancel and Confirm Purchase, which reads "Please wait" while the request is on its way. */
const BuyActions = memo(function BuyActions({ handle, open, opening, valid, onClose }: ActionsProps) {
  const { t } = useTranslation();
  // The opening whose request is on its way, if any.
  const [sendingIn, setSendingIn] = useState<number | null>(null);
  const sending = sendingIn === opening;
  useImperativeHandle(handle, () => ({ setSending: (on: boolean) => setSendingIn(on ? opening : null) }), [opening]);
  // Phone Back closes the dialog, but not while the request is on its way.
  useBackCloses(open, sending ? undefined : onClose);
  return (
    <div className="kh-sheet-actions">
      {/* Plain buttons: no touch ripple, which, built on a button's first touch, cost Confirm
          about 110 ms of touch handling at the calibrated slowdown (performance-history, 26 Nov). */}
      <button type="button" className="kh-btn" onClick={onClose}>
        {t('buy.cancel')}
      </button>
      {/* While sending, aria-disabled rather than disabled: the button keeps the focus it was
          tapped with, so the tap's frame restyles one button, and a second press is ignored
          by the form (sendingRef). */}
      <button type="submit" className="kh-btn kh-contained" disabled={!valid} aria-disabled={sending || undefined}>
        {sending ? t('common.pleaseWait') : t('buy.confirm')}
      </button>
    </div>
  );
});
