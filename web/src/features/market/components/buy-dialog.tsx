import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatKg, orderTotalPaise } from '@shared/money';
import { rupees } from '@/shared/i18n/units';
import { ORDER_LIMITS, newRequestId } from '@shared/orders';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { detailsText } from '@/shared/error-text';
import { notify } from '@/shared/notify';
import { isOffline, queueBuy, type CommandOutcome } from '@/shared/firebase/order-commands';
import { useBackCloses } from '@/shared/hooks/use-back-closes';
import { useAppStore } from '@/shared/store';
import type { Product } from '@/shared/product';
import { parseWhole, problemKey } from '@/shared/typed-number';
import { placeBuyRequest } from '../api/buy-api';
import { answerMayBeLost } from '../api/buy-guard';
import '../buy-strings';
import { mandiLineText } from '../mandi-line';
import '../strings';

const MAX_ORDER_KG = ORDER_LIMITS.quantityMaxKg;

interface Props {
  product: Product;
  onClose: () => void;
  /** The request reached the server (not when it was only kept on the phone offline). */
  onSent?: () => void;
}

/**
 * 'Buy {title}': price per kg, quantity in kg (1 to what is available), the
 * order total, Cancel and 'Confirm Purchase'. Mounted once per opening, so its
 * request id is too: a double click or a retry after a lost answer reaches the
 * server with the same id and can never make a second order.
 */
export default function BuyDialog({ product, onClose, onSent }: Props) {
  const { t } = useTranslation();
  const [requestId] = useState(newRequestId);
  const [kgText, setKgText] = useState('1');
  const [sending, setSending] = useState(false);
  // The last attempt's answer was lost: the order may exist; a retry (same id) finds it.
  const [unconfirmed, setUnconfirmed] = useState(false);
  const maxKg = Math.min(product.quantityKg, MAX_ORDER_KG);
  // The field keeps exactly what was typed; "2.5" is refused, never read as 25.
  const parsed = parseWhole(kgText, { min: 1, max: maxKg });
  const valid = parsed.ok;
  const kg = parsed.ok ? parsed.value : 0;
  const rangeText = t('buy.quantityRange', { max: formatKg(maxKg) });
  const problem = parsed.ok ? null : t(problemKey(parsed.problem, 'buy.quantityRange'), { max: formatKg(maxKg) });
  const titleId = `buy-${product.id}-title`;
  useBackCloses(true, sending ? undefined : onClose);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (problem !== null) {
      notify.error(problem);
      return;
    }
    // 'Request sent: 3 kg of Onion to Ramesh Patil': the farmer's name comes with the server's answer.
    const confirmed = (farmer?: string) =>
      t(farmer ? 'buy.confirmed' : 'buy.confirmedNoFarmer', { n: formatKg(kg), title: product.title, farmer });
    const input = { productId: product.id, quantityKg: kg, requestId };
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
    setSending(true);
    try {
      const result = await placeBuyRequest(input);
      const found = t('offline.found', { n: formatKg(kg), title: product.title, id: result.orderId.slice(-6) });
      notify.success(result.created ? confirmed(result.farmerName) : found);
      onClose();
      onSent?.();
    } catch (err) {
      // The dialog stays open so a retry reuses this request id.
      if (answerMayBeLost(err)) {
        console.error(err);
        setUnconfirmed(true);
        notify.error(t('offline.notConfirmed'));
      } else {
        setUnconfirmed(false);
        notify.fromError(err, 'buy.buyFailed');
      }
      setSending(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {t('buy.buyTitle', { title: product.title })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <div>
              <Typography>
                {t('buy.pricePerKg')}: <strong>{t('market.perKg', { price: rupees(product.pricePaise) })}</strong>
              </Typography>
              {product.mandi && (
                <Typography variant="caption" color="text.secondary" component="p" data-testid="mandi-price">
                  {mandiLineText(product.mandi, (key, params) => t(`marketMandi.${key}`, params), Date.now())}
                </Typography>
              )}
            </div>
            <TextField
              id={`buy-${product.id}-quantity`}
              label={t('buy.quantity')}
              value={kgText}
              onChange={(e) => setKgText(e.target.value)}
              error={!valid}
              helperText={problem ?? rangeText}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              autoFocus
            />
            {unconfirmed && (
              <Alert severity="warning" data-testid="buy-unconfirmed">
                {t('offline.notConfirmed')}{' '}
                <Link component={RouterLink} to="/MyOrdersUser">
                  {t('offline.myOrders')}
                </Link>
              </Alert>
            )}
            <Typography aria-live="polite" data-testid="order-total">
              {t('buy.total')}: <strong>{rupees(orderTotalPaise(product.pricePaise, valid ? kg : 0))}</strong>
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {/* No touch ripple: built on a button's first touch, it cost Confirm about 110 ms of
              touch handling in a trace at the calibrated slowdown (performance-history, 26 Nov). */}
          <Button onClick={onClose} disableTouchRipple>
            {t('buy.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={sending || !valid} disableTouchRipple>
            {sending ? t('common.pleaseWait') : t('buy.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
