import { formatGrams, formatRupeeAmount } from '@shared/money';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/orders-api';
import { telHref } from '../api/tel-href';
import { declinedAutomatically } from '../hooks/decline-text';
import type { OrderSide } from '../hooks/use-orders';
import { dateTimeIst, rupees } from '@/shared/i18n/units';
import { STATUS_COLOUR, statusKey } from '@/shared/ui/order-status';
import { usePlaceLabel } from '@/shared/i18n/place-names';
import '../payment-strings';

// The detail pane's parts as plain elements (order-row.css): MUI's Typography, Box and Card
// resolved their styles while rendering, on every tap of an order on a cheap phone.
/** A payment step's colour: the theme's success.dark (#1b5e20 darkened), as MUI gave it. */
const PAID_COLOUR = 'rgb(18, 65, 22)';

/** 'The order request is for 2 kg of Red Onion priced at Rs. 25.50/kg, to be delivered to …'. */
export function OrderSentence({ order }: { order: Order }) {
  const { t } = useTranslation();
  const place = usePlaceLabel();
  const a = order.buyer.address;
  return (
    <div data-testid="order-sentence">
      <p className="kh-o-text">
        {t('orders.sentence', {
          quantity: formatGrams(order.quantityG),
          title: order.title,
          price: formatRupeeAmount(order.pricePaise),
          pincode: a.pincode,
          district: place(a.district),
          state: place(a.state),
        })}
      </p>
      <p className="kh-o-small kh-o-quiet kh-o-total">{t('orders.total', { total: rupees(order.totalPaise) })}</p>
    </div>
  );
}

/** 'Phone: 98765 43210' as a link that dials it (on a phone, one tap to call the buyer). */
export function PhoneLine({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const text = t('orders.phone', { phone });
  const href = telHref(phone);
  return <p className="kh-o-small">{href ? <a href={href}>{text}</a> : text}</p>;
}

type Contact = Order['farmer']['contact'] & { phoneNumber?: string };

/**
 * A person's name and, once the order is accepted, their e-mail (marked when
 * Auth has not verified it) and phone; before that, a line saying when they come.
 */
export function Party({ name, contact }: { name: string; contact: Contact | null }) {
  const { t } = useTranslation();
  return (
    <div className="kh-o-party" data-testid="order-party">
      <h2>{name}</h2>
      {contact ? (
        <>
          <p className="kh-o-small kh-o-email">
            {t('orders.email', { email: contact.email })}
            {!contact.emailVerified && <span className="kh-o-warn"> {t('orders.emailUnverified')}</span>}
          </p>
          {contact.phoneNumber && <PhoneLine phone={contact.phoneNumber} />}
        </>
      ) : (
        <p className="kh-o-small kh-o-quiet">{t('orders.contactLater')}</p>
      )}
    </div>
  );
}

/** Each step of the order: status, who did it (Farmer / You / Buyer / Krishi Haat), when in IST. */
export function Timeline({ order, side }: { order: Order; side: OrderSide }) {
  const { t } = useTranslation();
  const mine = side === 'farmer' ? 'farmer' : 'user';
  // An automatic decline is recorded under the farmer's role; Krishi Haat made it.
  const auto = declinedAutomatically(order);
  const who = (e: Order['timeline'][number]) =>
    auto && e.status === 'Declined'
      ? t('orders.byKrishiHaat')
      : e.role === mine
        ? t('orders.byYou')
        : t(e.role === 'farmer' ? 'orders.byFarmer' : 'orders.byBuyer');
  // A payment step records money, not a change of status: it says which step it is.
  const stepText = (e: Order['timeline'][number]) =>
    e.payment === 'received'
      ? t('orders.pay.step.received')
      : e.payment === 'paid'
        ? e.note
          ? t('orders.pay.step.paidRef', { ref: e.note })
          : t('orders.pay.step.paid')
        : t(statusKey(e.status));
  return (
    <section className="kh-o-timeline" aria-label={t('orders.timeline')}>
      <h3>{t('orders.timeline')}</h3>
      <ol data-testid="order-timeline">
        {order.timeline.map((e, i) => (
          <li key={i}>
            <p className="kh-o-small">
              <b style={{ color: e.payment ? PAID_COLOUR : STATUS_COLOUR[e.status] }}>{stepText(e)}</b> · {who(e)} ·{' '}
              {dateTimeIst(e.at)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The right pane: the other party, the seller's farm and the delivery address. */
export function InfoPane({ order, side }: { order: Order; side: OrderSide }) {
  const { t } = useTranslation();
  const place = usePlaceLabel();
  const farm = order.farmer.farmLocation;
  const to = order.buyer.address;
  const other = side === 'farmer' ? order.buyer : order.farmer;
  return (
    <>
      <h2 className="kh-o-info-title">{t(side === 'farmer' ? 'orders.customerInfo' : 'orders.sellerInfo')}</h2>
      {/* The phone is on the delivery card below. */}
      <Party
        name={other.name}
        contact={other.contact && { email: other.contact.email, emailVerified: other.contact.emailVerified }}
      />
      <div className="kh-o-card">
        <p className="kh-o-strong">{t('orders.sellerAddress')}</p>
        <p className="kh-o-small">{order.farmer.farmName}</p>
        <p className="kh-o-small">
          {t('orders.place', { ...farm, district: place(farm.district), state: place(farm.state) })}
        </p>
      </div>
      <div className="kh-o-card">
        <p className="kh-o-strong">{t('orders.deliveryAddress')}</p>
        {order.buyer.contact?.phoneNumber && <PhoneLine phone={order.buyer.contact.phoneNumber} />}
        <p className="kh-o-small">
          {t('orders.place', { ...to, district: place(to.district), state: place(to.state) })}
        </p>
      </div>
    </>
  );
}
