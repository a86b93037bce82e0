import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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

/** 'The order request is for 2 kg of Red Onion priced at Rs. 25.50/kg, to be delivered to …'. */
export function OrderSentence({ order }: { order: Order }) {
  const { t } = useTranslation();
  const place = usePlaceLabel();
  const a = order.buyer.address;
  return (
    <Box data-testid="order-sentence">
      <Typography>
        {t('orders.sentence', {
          quantity: formatGrams(order.quantityG),
          title: order.title,
          price: formatRupeeAmount(order.pricePaise),
          pincode: a.pincode,
          district: place(a.district),
          state: place(a.state),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('orders.total', { total: rupees(order.totalPaise) })}
      </Typography>
    </Box>
  );
}

/** 'Phone: 98765 43210' as a link that dials it (on a phone, one tap to call the buyer). */
export function PhoneLine({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const text = t('orders.phone', { phone });
  const href = telHref(phone);
  return <Typography variant="body2">{href ? <Link href={href}>{text}</Link> : text}</Typography>;
}

type Contact = Order['farmer']['contact'] & { phoneNumber?: string };

/**
 * A person's name and, once the order is accepted, their e-mail (marked when
 * Auth has not verified it) and phone; before that, a line saying when they come.
 */
export function Party({ name, contact }: { name: string; contact: Contact | null }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 1.5 }} data-testid="order-party">
      <Typography variant="h6" component="h2">
        {name}
      </Typography>
      {contact ? (
        <>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {t('orders.email', { email: contact.email })}
            {!contact.emailVerified && (
              <Box component="span" sx={{ color: 'warning.dark', fontWeight: 600 }}>
                {' '}
                {t('orders.emailUnverified')}
              </Box>
            )}
          </Typography>
          {contact.phoneNumber && <PhoneLine phone={contact.phoneNumber} />}
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('orders.contactLater')}
        </Typography>
      )}
    </Box>
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
    <Box component="section" sx={{ mt: 2 }} aria-label={t('orders.timeline')}>
      <Typography variant="subtitle1" component="h3" fontWeight={700}>
        {t('orders.timeline')}
      </Typography>
      <Box component="ol" sx={{ pl: 2.5, my: 0.5 }} data-testid="order-timeline">
        {order.timeline.map((e, i) => (
          <li key={i}>
            <Typography variant="body2">
              <Box
                component="span"
                sx={{ color: e.payment ? 'success.dark' : STATUS_COLOUR[e.status], fontWeight: 600 }}
              >
                {stepText(e)}
              </Box>{' '}
              · {who(e)} · {dateTimeIst(e.at)}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
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
      <Typography variant="subtitle1" component="h2" fontWeight={700} gutterBottom>
        {t(side === 'farmer' ? 'orders.customerInfo' : 'orders.sellerInfo')}
      </Typography>
      {/* The phone is on the delivery card below. */}
      <Party
        name={other.name}
        contact={other.contact && { email: other.contact.email, emailVerified: other.contact.emailVerified }}
      />
      <Card variant="outlined" sx={{ mb: 1.5 }}>
        <CardContent>
          <Typography fontWeight={700}>{t('orders.sellerAddress')}</Typography>
          <Typography variant="body2">{order.farmer.farmName}</Typography>
          <Typography variant="body2">
            {t('orders.place', { ...farm, district: place(farm.district), state: place(farm.state) })}
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography fontWeight={700}>{t('orders.deliveryAddress')}</Typography>
          {order.buyer.contact?.phoneNumber && <PhoneLine phone={order.buyer.contact.phoneNumber} />}
          <Typography variant="body2">
            {t('orders.place', { ...to, district: place(to.district), state: place(to.state) })}
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
