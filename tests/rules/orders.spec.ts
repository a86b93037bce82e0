import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { PROFILES, storedOrder } from './fixtures';
import { setupRules, UID, type Role } from './setup';

// orders/{id}: shared by its farmer and its buyer, who may read it (a list must
// be constrained to one of them). Every write, including status, price and
// stock, goes through the order functions.
const rules = setupRules();
const aToA = 'orders/o1'; // farmerA sells to buyerA
const aToB = 'orders/o2'; // farmerA sells to buyerB
const bToB = 'orders/o3'; // farmerB sells to buyerB

const orders = (role: Role) => collection(rules.db(role), 'orders');
const by = (role: Role, field: 'farmerId' | 'buyerId', uid: string) =>
  getDocs(query(orders(role), where(field, '==', uid)));

describe('orders', () => {
  beforeEach(async () => {
    await rules.seed({
      ...PROFILES,
      [aToA]: storedOrder(UID.farmer, UID.buyer),
      [aToB]: storedOrder(UID.farmer, UID.otherBuyer),
      [bToB]: storedOrder(UID.otherFarmer, UID.otherBuyer),
    });
  });

  // Who is party to o1, as [role, the field naming them, their uid].
  const parties: Array<[Role, 'farmerId' | 'buyerId', string]> = [
    ['farmer', 'farmerId', UID.farmer],
    ['buyer', 'buyerId', UID.buyer],
  ];
  for (const [role, field, uid] of parties) {
    describe(`as ${role}, a party to o1`, () => {
      const db = () => rules.db(role);

      it('gets o1 but not an order between other people, nor a missing one', async () => {
        await assertSucceeds(getDoc(doc(db(), aToA)));
        await assertFails(getDoc(doc(db(), bToB)));
        await assertFails(getDoc(doc(db(), 'orders/missing')));
      });
      it(`lists only with where('${field}', '==', me)`, async () => {
        await assertSucceeds(by(role, field, uid));
        await assertFails(getDocs(orders(role)));
        await assertFails(getDocs(query(orders(role), where('status', '==', 'Pending'))));
      });
      it('cannot create an order, even one naming them', async () => {
        await assertFails(addDoc(orders(role), storedOrder(UID.farmer, UID.buyer)));
        await assertFails(setDoc(doc(db(), 'orders/forged'), storedOrder(UID.farmer, UID.buyer)));
      });
      it("cannot change o1's status, price, quantity or parties", async () => {
        await assertFails(updateDoc(doc(db(), aToA), { status: 'Accepted!', updatedAt: serverTimestamp() }));
        await assertFails(updateDoc(doc(db(), aToA), { status: 'Cancelled' }));
        await assertFails(updateDoc(doc(db(), aToA), { pricePaise: 1 }));
        await assertFails(updateDoc(doc(db(), aToA), { quantityG: 1_000_000 }));
        await assertFails(updateDoc(doc(db(), aToA), { buyerId: UID.otherBuyer }));
      });
      it("cannot record o1's payment or the farmer's UPI ID (recordPayment and accept do)", async () => {
        await assertFails(updateDoc(doc(db(), aToA), { 'payment.state': 'received' }));
        await assertFails(updateDoc(doc(db(), aToA), { payment: { state: 'claimed', reference: '412345678901' } }));
        await assertFails(updateDoc(doc(db(), aToA), { 'farmer.contact': { upiId: 'thief@ybl' } }));
      });
      it('cannot delete o1', async () => {
        await assertFails(deleteDoc(doc(db(), aToA)));
      });
    });
  }

  describe('as the farmer, listing beyond their own', () => {
    it("cannot list by a buyer's id, which would include other farmers' orders", async () => {
      await assertFails(by('farmer', 'buyerId', UID.otherBuyer));
    });
  });

  describe('as the buyer, listing beyond their own', () => {
    it("cannot list by a farmer's id, which would include other buyers' orders", async () => {
      await assertFails(by('buyer', 'farmerId', UID.farmer));
    });
  });

  const outsiders: Array<[Role, 'farmerId' | 'buyerId', string]> = [
    ['otherFarmer', 'farmerId', UID.otherFarmer],
    ['otherBuyer', 'buyerId', UID.otherBuyer],
  ];
  for (const [role, field, uid] of outsiders) {
    describe(`as ${role}, not a party to o1`, () => {
      const db = () => rules.db(role);

      it('cannot get o1', async () => {
        await assertFails(getDoc(doc(db(), aToA)));
      });
      it("lists their own orders but not o1's parties'", async () => {
        await assertSucceeds(by(role, field, uid));
        await assertFails(by(role, 'farmerId', UID.farmer));
        await assertFails(by(role, 'buyerId', UID.buyer));
        await assertFails(getDocs(orders(role)));
      });
      it('cannot create an order', async () => {
        await assertFails(addDoc(orders(role), storedOrder(UID.farmer, UID.buyer)));
      });
      it('cannot update o1', async () => {
        await assertFails(updateDoc(doc(db(), aToA), { status: 'Declined' }));
      });
      it('cannot delete o1', async () => {
        await assertFails(deleteDoc(doc(db(), aToA)));
      });
    });
  }

  describe('as visitor', () => {
    const db = () => rules.db('visitor');

    it('cannot get an order', async () => {
      await assertFails(getDoc(doc(db(), aToA)));
    });
    it('cannot list orders, filtered or not', async () => {
      await assertFails(getDocs(orders('visitor')));
      await assertFails(by('visitor', 'farmerId', UID.farmer));
      await assertFails(by('visitor', 'buyerId', UID.buyer));
    });
    it('cannot create an order', async () => {
      await assertFails(addDoc(orders('visitor'), storedOrder(UID.farmer, UID.buyer)));
    });
    it('cannot update an order', async () => {
      await assertFails(updateDoc(doc(db(), aToA), { status: 'Delivered' }));
    });
    it('cannot delete an order', async () => {
      await assertFails(deleteDoc(doc(db(), aToA)));
    });
  });
});
