import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
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
  type DocumentData,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ORDER_ACTIONS } from '../../functions/src/shared';
import { PAYMENT_LIMITS } from '../../functions/src/shared/payment';
import { without } from './fixtures';
import { setupRules, UID, type Role } from './setup';

// orderCommands/{id}: order actions and payment steps queued on a phone. Each
// person creates only their own, shaped exactly as the order callables' input
// (order-schemas.ts, payment-schema.ts);
// reads are their own; a buy still waiting may be withdrawn (cancelled: true) by
// its author before it has an outcome; nothing else changes one, nobody deletes one.
const rules = setupRules();
const REQ = 'req-0001-abcdef';
const CMD = 'cmd-0001-abcdef';

const buy = (over: DocumentData = {}) => ({
  kind: 'buy',
  by: UID.buyer,
  productId: 'p1',
  quantityG: 5000,
  requestId: REQ,
  createdAt: serverTimestamp(),
  outcome: null,
  ...over,
});
const step = (over: DocumentData = {}) => ({
  kind: 'step',
  by: UID.farmer,
  orderId: 'o1',
  action: 'accept',
  createdAt: serverTimestamp(),
  outcome: null,
  ...over,
});
const pay = (over: DocumentData = {}) => ({
  kind: 'pay',
  by: UID.buyer,
  orderId: 'o1',
  action: 'paid',
  createdAt: serverTimestamp(),
  outcome: null,
  ...over,
});
const put = (role: Role, id: string, data: DocumentData) => setDoc(doc(rules.db(role), 'orderCommands', id), data);

describe('orderCommands', () => {
  describe('as buyer', () => {
    it('creates a buy command whose id is its request id, with grams in the callable limits (0.1 kg steps)', async () => {
      await assertSucceeds(put('buyer', REQ, buy()));
      await assertSucceeds(put('buyer', 'req-0002-abcdef', buy({ requestId: 'req-0002-abcdef', quantityG: 100 })));
      await assertSucceeds(put('buyer', 'req-0005-abcdef', buy({ requestId: 'req-0005-abcdef', quantityG: 2500 })));
      await assertSucceeds(
        put('buyer', 'req-0003-abcdef', buy({ requestId: 'req-0003-abcdef', quantityG: 100_000_000 })),
      );
    });
    it("may carry the product's title (1 to 100 characters) and the phone's time, for the waiting row", async () => {
      await assertSucceeds(put('buyer', REQ, buy({ title: 'Red Tomatoes', madeAt: 1_795_600_000_000 })));
      await assertFails(
        put('buyer', 'req-0004-abcdef', buy({ requestId: 'req-0004-abcdef', madeAt: '1795600000000' })),
      );
      await assertFails(put('buyer', 'cmd-0004-abcdef', step({ by: UID.buyer, action: 'cancel', madeAt: 1.5 })));
      await assertSucceeds(put('buyer', 'cmd-0005-abcdef', step({ by: UID.buyer, action: 'cancel', madeAt: 1 })));
      await assertSucceeds(
        put('buyer', 'req-0002-abcdef', buy({ requestId: 'req-0002-abcdef', title: 'x'.repeat(100) })),
      );
      for (const title of ['', 'x'.repeat(101), 42]) {
        await assertFails(put('buyer', 'req-0003-abcdef', buy({ requestId: 'req-0003-abcdef', title })));
      }
    });
    it('refuses a buy command shaped unlike placeBuyRequest input', async () => {
      for (const bad of [
        { quantityG: 2550 },
        { quantityG: 2500.5 },
        { quantityG: 0 },
        { quantityG: 100_000_100 },
        { quantityG: '5000' },
        { productId: 5 },
        { productId: 'not/an id' },
        { requestId: 'another-request-id' },
        { requestId: 12345678 },
        { extra: true },
        { outcome: { ok: true } },
        { by: UID.otherBuyer },
        { createdAt: new Date(0) },
        { kind: 'refund' },
      ]) {
        await assertFails(put('buyer', REQ, buy(bad)));
      }
      // An old bundle's command in whole kg.
      await assertFails(put('buyer', REQ, without(buy({ quantityKg: 5 }), 'quantityG')));
      // A request id too short for the callable's schema.
      await assertFails(put('buyer', 'short', buy({ requestId: 'short' })));
    });
    it('creates a step command (cancel) with or without a reason of at most 300 characters', async () => {
      await assertSucceeds(put('buyer', CMD, step({ by: UID.buyer, action: 'cancel' })));
      const reason = 'x'.repeat(300);
      await assertSucceeds(put('buyer', 'cmd-0002-abcdef', step({ by: UID.buyer, action: 'cancel', reason })));
      await assertSucceeds(put('buyer', 'cmd-0003-abcdef', step({ by: UID.buyer, action: 'cancel', reason: '' })));
    });
    it('refuses a step command shaped unlike updateOrder input', async () => {
      for (const bad of [
        { action: 'refund' },
        { action: undefined },
        { orderId: 'bad id' },
        { orderId: 42 },
        { orderId: '' },
        { reason: 'x'.repeat(301) },
        { reason: 7 },
        { extra: 1 },
      ]) {
        const data: DocumentData = step({ by: UID.buyer, ...bad });
        // Only the case that names `action` drops it: every other case keeps a valid action, so
        // it is refused by the one field it spoils (ids, reason, extra keys), not by a missing action.
        if ('action' in bad && bad.action === undefined) delete data.action;
        await assertFails(put('buyer', CMD, data));
      }
      await assertFails(put('buyer', 'short', step({ by: UID.buyer })));
    });
    it('creates a payment command ("I have paid"), with or without a UPI reference of 6 to 40 letters and digits', async () => {
      await assertSucceeds(put('buyer', CMD, pay()));
      await assertSucceeds(put('buyer', 'cmd-0002-abcdef', pay({ reference: '412345678901', madeAt: 1 })));
      await assertSucceeds(put('buyer', 'cmd-0003-abcdef', pay({ reference: 'AXIS12' })));
      await assertSucceeds(
        put('buyer', 'cmd-0004-abcdef', pay({ reference: 'x'.repeat(PAYMENT_LIMITS.referenceMax) })),
      );
      // Only a waiting buy may be withdrawn; nothing changes a payment command once written.
      await assertFails(updateDoc(doc(rules.db('buyer'), 'orderCommands', CMD), { cancelled: true }));
      await assertFails(updateDoc(doc(rules.db('buyer'), 'orderCommands', CMD), { reference: '412345678901' }));
    });
    it("refuses a payment command shaped unlike recordPayment input, or the farmer's step", async () => {
      for (const bad of [
        { action: 'received' },
        { action: 'refund' },
        { action: undefined },
        { orderId: undefined },
        { orderId: 'bad id' },
        { orderId: 42 },
        { reference: '' },
        { reference: 'UTR 41' },
        { reference: 'abc12' },
        { reference: 'x'.repeat(PAYMENT_LIMITS.referenceMax + 1) },
        { reference: 412345678901 },
        { reason: 'paid in cash' },
        { extra: 1 },
        { outcome: { ok: true } },
        { by: UID.otherBuyer },
        { createdAt: new Date(0) },
        { madeAt: '1' },
      ]) {
        const data: DocumentData = pay(bad);
        // Only the cases that name a required key as undefined drop it.
        for (const [k, v] of Object.entries(bad)) if (v === undefined) delete data[k];
        await assertFails(put('buyer', CMD, data));
      }
      // A command id too short for a request id.
      await assertFails(put('buyer', 'short', pay()));
    });
    it('reads its own command and a missing one, lists its own waiting ones, never deletes one', async () => {
      await rules.seed({ [`orderCommands/${REQ}`]: { ...buy(), createdAt: new Date() } });
      await assertSucceeds(getDoc(doc(rules.db('buyer'), 'orderCommands', REQ)));
      await assertSucceeds(getDoc(doc(rules.db('buyer'), 'orderCommands', 'missing-command')));
      const mine = query(
        collection(rules.db('buyer'), 'orderCommands'),
        where('by', '==', UID.buyer),
        where('outcome', '==', null),
      );
      await assertSucceeds(getDocs(mine));
      await assertFails(getDocs(query(collection(rules.db('buyer'), 'orderCommands'), where('outcome', '==', null))));
      await assertFails(updateDoc(doc(rules.db('buyer'), 'orderCommands', REQ), { quantityG: 6000 }));
      await assertFails(updateDoc(doc(rules.db('buyer'), 'orderCommands', REQ), { outcome: { ok: true } }));
      await assertFails(deleteDoc(doc(rules.db('buyer'), 'orderCommands', REQ)));
    });
    it('withdraws its own waiting buy (cancelled: true, nothing else), never one with an outcome', async () => {
      const done = 'req-0009-abcdef';
      const outcome = { ok: true, orderId: 'o1', status: 'Pending' };
      await rules.seed({
        [`orderCommands/${REQ}`]: { ...buy(), createdAt: new Date() },
        [`orderCommands/${done}`]: { ...buy({ requestId: done }), createdAt: new Date(), outcome },
        [`orderCommands/${CMD}`]: { ...step({ by: UID.buyer, action: 'cancel' }), createdAt: new Date() },
      });
      const ref = (id: string) => doc(rules.db('buyer'), 'orderCommands', id);
      await assertFails(updateDoc(ref(REQ), { cancelled: false }));
      await assertFails(updateDoc(ref(REQ), { cancelled: true, quantityG: 6000 }));
      await assertFails(updateDoc(ref(done), { cancelled: true }));
      await assertFails(updateDoc(ref(CMD), { cancelled: true }));
      await assertSucceeds(updateDoc(ref(REQ), { cancelled: true }));
    });
  });

  describe('as otherBuyer', () => {
    it("cannot read another buyer's command", async () => {
      await rules.seed({ [`orderCommands/${REQ}`]: { ...buy(), createdAt: new Date() } });
      await assertFails(getDoc(doc(rules.db('otherBuyer'), 'orderCommands', REQ)));
    });
    it("cannot withdraw another buyer's waiting buy", async () => {
      await rules.seed({ [`orderCommands/${REQ}`]: { ...buy(), createdAt: new Date() } });
      await assertFails(updateDoc(doc(rules.db('otherBuyer'), 'orderCommands', REQ), { cancelled: true }));
    });
  });

  describe('as farmer', () => {
    it('creates each step the callable knows, and cannot buy', async () => {
      for (const [i, action] of ORDER_ACTIONS.entries()) {
        await assertSucceeds(put('farmer', `cmd-000${i}-farmer`, step({ action })));
      }
      await assertFails(put('farmer', REQ, buy({ by: UID.farmer })));
    });
    it('creates a payment command ("Payment received") and cannot say paid', async () => {
      await assertSucceeds(put('farmer', CMD, pay({ by: UID.farmer, action: 'received' })));
      await assertSucceeds(put('farmer', 'cmd-0002-abcdef', pay({ by: UID.farmer, action: 'received', madeAt: 7 })));
      await assertFails(put('farmer', 'cmd-0003-abcdef', pay({ by: UID.farmer })));
      await assertFails(
        put('farmer', 'cmd-0004-abcdef', pay({ by: UID.farmer, action: 'received', reference: 'UTR 1' })),
      );
      await assertFails(put('farmer', 'cmd-0005-abcdef', pay({ by: UID.buyer, action: 'received' })));
    });
  });

  describe('as otherFarmer', () => {
    it("cannot read another farmer's payment command", async () => {
      await rules.seed({
        [`orderCommands/${CMD}`]: { ...pay({ by: UID.farmer, action: 'received' }), createdAt: new Date() },
      });
      await assertFails(getDoc(doc(rules.db('otherFarmer'), 'orderCommands', CMD)));
      await assertSucceeds(getDoc(doc(rules.db('farmer'), 'orderCommands', CMD)));
    });
  });

  describe('as visitor', () => {
    it('can neither create nor read commands', async () => {
      await assertFails(put('visitor', REQ, buy({ by: 'nobody' })));
      await assertFails(put('visitor', CMD, pay({ by: 'nobody' })));
      await assertFails(put('visitor', CMD, pay({ by: 'nobody', action: 'received' })));
      await rules.seed({ [`orderCommands/${REQ}`]: { ...buy(), createdAt: new Date() } });
      await assertFails(getDoc(doc(rules.db('visitor'), 'orderCommands', REQ)));
    });
  });
});
