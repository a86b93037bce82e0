import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENT_LIMITS, REFERENCE_PATTERN, upiPayLink } from '@shared/payment';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/shared/error-text';
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
  if (!payable(order)) return null;
  const amount = amountOf(order);
  const { state, reference: saidRef } = order.payment;
  // Checked exactly as typed, as the server checks it; empty means no reference.
  const bad = reference !== '' && !REFERENCE_RE.test(reference);
  const locked = pay.busy || waiting;

  const claim = async (focusBox: () => void) => {
    setTried(true);
    if (bad) {
      fieldRef.current?.focus();
      return;
    }
    if (await pay.run(order.id, 'paid', reference || undefined)) focusBox();
  };

  return (
    <PaymentSection order={order}>
      {(focusBox) =>
        state === 'received' ? (
          <Alert severity="success">{t('orders.pay.receivedBuyer')}</Alert>
        ) : (
          <Stack spacing={1.5}>
            {link ? (
              <>
                <Button
                  component="a"
                  href={link}
                  variant="contained"
                  color="success"
                  size="large"
                  sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, fontSize: '1.05rem' }}
                >
                  {t('orders.pay.link', { amount })}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {t('orders.pay.linkHint')}
                </Typography>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
                  {qr ? (
                    <img src={qr} width={QR_PX} height={QR_PX} alt={t('orders.pay.qrAlt', { amount })} />
                  ) : (
                    <Skeleton variant="rectangular" width={QR_PX} height={QR_PX} />
                  )}
                  <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 120px' }}>
                    {t('orders.pay.qrHint')}
                  </Typography>
                </Box>
              </>
            ) : (
              <Typography>{t('orders.pay.noUpi')}</Typography>
            )}
            {state === 'claimed' ? (
              <Alert severity="info">
                {saidRef ? t('orders.pay.claimedBuyerRef', { ref: saidRef }) : t('orders.pay.claimedBuyer')}
              </Alert>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                {/* The plain field (shared/ui/text-field.tsx): MUI's TextField and the Select, Menu
                    and Modal it imports were a third of this screen's code. */}
                <div style={{ flex: 1 }}>
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
                </div>
                <Button variant="outlined" disabled={locked} onClick={() => void claim(focusBox)} sx={{ py: 1 }}>
                  {waiting ? t('orders.pay.waiting') : pay.busy ? t('common.pleaseWait') : t('orders.pay.paid')}
                </Button>
              </Stack>
            )}
          </Stack>
        )
      }
    </PaymentSection>
  );
}
