import type { DocumentReference } from 'firebase-admin/firestore';
import { adminAuth, db } from '../lib/admin';
import type { OrderContact, OrderData } from '../shared';

export interface OrderContacts {
  buyer: NonNullable<OrderData['buyer']['contact']>;
  farmer: OrderContact & { upiId: string };
}

/**
 * How the two parties of an order reach each other, taken when the farmer
 * accepts: the e-mail of each Auth account with Auth's own `emailVerified`
 * flag (the screens mark an unverified e-mail), the buyer's phone and the
 * farmer's UPI ID (where the buyer pays; '' when none) from their profiles. Null when the order does not exist or `farmerUid` is not its
 * farmer (updateOrder then refuses as usual). Read outside the order's transaction: a profile changed a moment
 * earlier or later makes no difference to the order.
 */
export async function contactsOf(orderRef: DocumentReference, farmerUid: string): Promise<OrderContacts | null> {
  const order = (await orderRef.get()).data();
  // Only for the order's farmer (who alone may accept), so a stranger's call costs no more than on a missing order.
  if (!order || order.farmerId !== farmerUid) return null;
  const [buyerUser, farmerUser, buyerProfile, farmerProfile] = await Promise.all([
    adminAuth.getUser(String(order.buyerId)).catch(() => null),
    adminAuth.getUser(String(order.farmerId)).catch(() => null),
    db.collection('users').doc(String(order.buyerId)).get(),
    db.collection('farmers').doc(String(order.farmerId)).get(),
  ]);
  return {
    buyer: {
      email: buyerUser?.email ?? String(buyerProfile.get('email') ?? ''),
      emailVerified: buyerUser?.emailVerified === true,
      phoneNumber: String(buyerProfile.get('phoneNumber') ?? ''),
    },
    farmer: {
      email: farmerUser?.email ?? '',
      emailVerified: farmerUser?.emailVerified === true,
      upiId: String(farmerProfile.get('upiId') ?? ''),
    },
  };
}
