import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRupeeAmount } from '@shared/money';
import { PAYABLE_STATUSES } from '@shared/payment';
import { useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import '../payment-strings';

/** Payment is recorded once the farmer has accepted, and after dispatch and delivery too. */
export const payable = (order: Order) => PAYABLE_STATUSES.includes(order.status);

/** The order total as UPI apps show it, "1,250.50" (after "₹" in both languages). */
export const amountOf = (order: Order) => formatRupeeAmount(order.totalPaise);

/**
 * The order's payment box. A step's button disappears once it is recorded, so
 * the box can take the focus (`focusBox`) rather than leave it on the page's body.
 */
export function PaymentSection({ order, children }: { order: Order; children: (focusBox: () => void) => ReactNode }) {
  const { t } = useTranslation();
  const ref: RefObject<HTMLElement | null> = useRef(null);
  const titleId = `payment-${order.id}-title`;
  return (
    <Box
      component="section"
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="order-payment"
      sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, '&:focus': { outline: 'none' } }}
    >
      <Typography id={titleId} variant="subtitle1" component="h3" fontWeight={700} gutterBottom>
        {t('orders.pay.heading')}
      </Typography>
      {children(() => ref.current?.focus())}
    </Box>
  );
}
