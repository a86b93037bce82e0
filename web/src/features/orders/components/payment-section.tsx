import { formatRupeeAmount } from '@shared/money';
import { PAYABLE_STATUSES } from '@shared/payment';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import '../payment-strings';
import './order-payment.css';

/** Payment is recorded once the farmer has accepted, and after dispatch and delivery too. */
export const payable = (order: Order) => PAYABLE_STATUSES.includes(order.status);

/** The order total as UPI apps show it, "1,250.50" (after "₹" in both languages). */
export const amountOf = (order: Order) => formatRupeeAmount(order.totalPaise);

/**
 * The order's payment box, as plain elements (order-payment.css). A step's button disappears
 * once it is recorded, so the box can take the focus (`boxRef`) rather than leave it on the
 * page's body.
 */
export function PaymentSection({
  order,
  boxRef,
  children,
}: {
  order: Order;
  boxRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `payment-${order.id}-title`;
  return (
    <section ref={boxRef} className="kh-pay" tabIndex={-1} aria-labelledby={titleId} data-testid="order-payment">
      <h3 id={titleId}>{t('orders.pay.heading')}</h3>
      {children}
    </section>
  );
}
