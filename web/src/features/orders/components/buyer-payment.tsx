import { PAYMENT_LIMITS, REFERENCE_PATTERN, upiPayLink } from '@shared/payment';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';
import { Notice } from '@/shared/ui/notice';
import '@/shared/ui/skeleton.css';
import { TextField } from '@/shared/ui/text-field';
import type { Order } from '../api/orders-api';
import { useRecordPayment } from '../hooks/use-record-payment';
import { useUpiQr } from '../hooks/use-upi-qr';
import { amountOf, payable, PaymentSection } from './payment-section';

const REFERENCE_RE = new RegExp(REFERENCE_PATTERN);
const QR_PX = 200;

/** The `upi://pay` link of an order the buyer can pay now; null when there is none. */
function payLinkOf(order: Order): string | null {
  const upiId = order.farmer.contact?.upiId;
  if (!payable(order) || !upiId || order.payment.state === 'received') return null;
  return upiPayLink({
    upiId,
    payeeName: order.farmer.name,
    amountPaise: order.totalPaise,
    // The last 6 of the id, so the farmer can tell one order's payment from another's.
    note: `Krishi Haat order ${order.id.slice(-6)}`,
  });
}

/**
 * The buyer's payment box on an accepted order: "Pay ₹X by UPI" (the UPI app
 * opens with the farmer's UPI ID and the amount; no money passes through
 * Krishi Haat), its QR code for paying from another phone, then "I have paid"
 * with an optional UPI reference. Nothing is shown before the farmer accepts.
 * `waiting`: an "I have paid" made offline waits to be sent; the button says
 * so and cannot be pressed again.
 */
export function BuyerPayment({ order, waiting }: { order: Order; waiting: boolean }) {
  const { t } = useTranslation();
  const link = payLinkOf(order);
  const qr = useUpiQr(link);
  const pay = useRecordPayment();
  const [reference, setReference] = useState('');
  const [tried, setTried] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLElement>(null);
  if (!payable(order)) return null;
  const amount = amountOf(order);
  const { state, reference: saidRef } = order.payment;
  // Checked exactly as typed, as the server checks it; empty means no reference.
  const bad = reference !== '' && !REFERENCE_RE.test(reference);
  const locked = pay.busy || waiting;

  const claim = async () => {
    setTried(true);
    if (bad) {
      fieldRef.current?.focus();
      return;
    }
    if (await pay.run(order.id, 'paid', reference || undefined)) box.current?.focus();
  };

  return (
    <PaymentSection order={order} boxRef={box}>
      {state === 'received' ? (
        <Notice severity="success">{t('orders.pay.receivedBuyer')}</Notice>
      ) : (
        <div className="kh-pay-steps">
          {link ? (
            <>
              <a href={link} className="kh-btn kh-contained kh-success kh-large kh-pay-link">
                {t('orders.pay.link', { amount })}
              </a>
              <p className="kh-pay-hint">{t('orders.pay.linkHint')}</p>
              <div className="kh-pay-qr">
                {qr ? (
                  <img src={qr} width={QR_PX} height={QR_PX} alt={t('orders.pay.qrAlt', { amount })} />
                ) : (
                  <span className="kh-skel kh-pay-qr-slot" aria-hidden="true" />
                )}
                <p className="kh-pay-hint">{t('orders.pay.qrHint')}</p>
              </div>
            </>
          ) : (
            <p>{t('orders.pay.noUpi')}</p>
          )}
          {state === 'claimed' ? (
            <Notice severity="info">
              {saidRef ? t('orders.pay.claimedBuyerRef', { ref: saidRef }) : t('orders.pay.claimedBuyer')}
            </Notice>
          ) : (
            <div className="kh-pay-claim">
              {/* The plain field (shared/ui/text-field.tsx): MUI's TextField and the Select, Menu
                  and Modal it imports were a third of this screen's code. */}
              <TextField
                id={`payment-${order.id}-reference`}
                inputRef={fieldRef}
                size="small"
                label={t('orders.pay.reference')}
                value={reference}
                onChange={setReference}
                disabled={locked}
                error={tried && bad}
                helperText={tried && bad ? errorText('payments/bad-reference') : t('orders.pay.referenceHint')}
                inputAttributes={{
                  maxLength: PAYMENT_LIMITS.referenceMax,
                  autoComplete: 'off',
                  autoCapitalize: 'characters',
                  spellCheck: false,
                }}
              />
              <button type="button" className="kh-btn kh-outlined" disabled={locked} onClick={() => void claim()}>
                {waiting ? t('orders.pay.waiting') : pay.busy ? t('common.pleaseWait') : t('orders.pay.paid')}
              </button>
            </div>
          )}
        </div>
      )}
    </PaymentSection>
  );
}
