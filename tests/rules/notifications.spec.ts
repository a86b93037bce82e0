import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { setupRules, UID } from './setup';

// notifications/{uid} (the person's choices) and notifications/{uid}/items
// (their order news, written by functions), pushSubscriptions and pushState
// (functions only). Each person reads and marks read only their own news.
const rules = setupRules();
const farmerHome = `notifications/${UID.farmer}`;
const farmerItem = `${farmerHome}/items/order1_request`;
const buyerItem = `notifications/${UID.buyer}/items/order1_accepted`;

const item = (event: string) => ({
  orderId: 'order1',
  event,
  auto: false,
  title: 'New buy request',
  body: 'Asha wants 3 kg of Onion.',
  lang: 'en',
  read: false,
  createdAt: new Date('2026-11-25T10:00:00Z'),
  expiresAt: new Date('2027-02-23T10:00:00Z'),
});

const prefs = (over: Record<string, unknown> = {}) => ({
  language: 'hi',
  push: true,
  events: { request: true, accepted: true, declined: true, dispatched: false, delivered: true, cancelled: true },
  updatedAt: serverTimestamp(),
  ...over,
});

describe('notifications', () => {
  beforeEach(async () => {
    await rules.seed({
      [farmerItem]: item('request'),
      [buyerItem]: item('accepted'),
      [`pushSubscriptions/abc123`]: { uid: UID.farmer, endpoint: 'https://push.example/x', keys: {} },
      [`pushState/${UID.farmer}`]: { sentInHour: 1 },
    });
  });

  describe('as farmer', () => {
    const db = () => rules.db('farmer');
    it('reads and lists their own news, newest first and unread only', async () => {
      await assertSucceeds(getDoc(doc(db(), farmerItem)));
      const items = collection(db(), `${farmerHome}/items`);
      await assertSucceeds(getDocs(query(items, orderBy('createdAt', 'desc'))));
      await assertSucceeds(getDocs(query(items, where('read', '==', false))));
    });
    it('marks one read, and nothing else about it', async () => {
      await assertSucceeds(updateDoc(doc(db(), farmerItem), { read: true }));
      await assertFails(updateDoc(doc(db(), farmerItem), { read: false }));
      await assertFails(updateDoc(doc(db(), farmerItem), { title: 'Something else' }));
    });
    it('cannot mark read and change the text in one write', async () => {
      await assertFails(updateDoc(doc(db(), farmerItem), { read: true, body: 'Pay me first' }));
    });
    it('cannot create or delete a notification, not even their own', async () => {
      await assertFails(setDoc(doc(db(), `${farmerHome}/items/fake`), item('request')));
      await assertFails(deleteDoc(doc(db(), farmerItem)));
    });
    it('saves their choices: language, push on or off, and each event', async () => {
      await assertSucceeds(setDoc(doc(db(), farmerHome), prefs()));
      await assertSucceeds(getDoc(doc(db(), farmerHome)));
      await assertSucceeds(updateDoc(doc(db(), farmerHome), { push: false, updatedAt: serverTimestamp() }));
    });
    it('refuses choices of another shape', async () => {
      await assertFails(setDoc(doc(db(), farmerHome), prefs({ language: 'fr' })));
      await assertFails(setDoc(doc(db(), farmerHome), prefs({ push: 'yes' })));
      await assertFails(setDoc(doc(db(), farmerHome), prefs({ events: { request: true } })));
      await assertFails(setDoc(doc(db(), farmerHome), prefs({ events: { ...prefs().events, payments: true } })));
      await assertFails(setDoc(doc(db(), farmerHome), prefs({ quietHours: '22-06' })));
      await assertFails(setDoc(doc(db(), farmerHome), prefs({ updatedAt: new Date('2020-01-01') })));
    });
    it("cannot read the buyer's news or their device subscriptions and counters", async () => {
      await assertFails(getDoc(doc(db(), buyerItem)));
      await assertFails(getDocs(collection(db(), `notifications/${UID.buyer}/items`)));
      await assertFails(getDoc(doc(db(), 'pushSubscriptions/abc123')));
      await assertFails(getDocs(query(collection(db(), 'pushSubscriptions'), where('uid', '==', UID.farmer))));
      await assertFails(getDoc(doc(db(), `pushState/${UID.farmer}`)));
    });
    it('cannot write a device subscription or a push counter directly', async () => {
      await assertFails(setDoc(doc(db(), 'pushSubscriptions/mine'), { uid: UID.farmer, endpoint: 'https://x/y' }));
      await assertFails(setDoc(doc(db(), `pushState/${UID.farmer}`), { sentInHour: 0 }));
    });
  });

  describe('as buyer', () => {
    const db = () => rules.db('buyer');
    it('reads their own news and marks it read', async () => {
      await assertSucceeds(getDoc(doc(db(), buyerItem)));
      await assertSucceeds(updateDoc(doc(db(), buyerItem), { read: true }));
    });
    it("cannot read or mark the farmer's news, nor save the farmer's choices", async () => {
      await assertFails(getDoc(doc(db(), farmerItem)));
      await assertFails(updateDoc(doc(db(), farmerItem), { read: true }));
      await assertFails(setDoc(doc(db(), farmerHome), prefs()));
    });
  });

  describe('as otherFarmer', () => {
    const db = () => rules.db('otherFarmer');
    it("cannot read another farmer's news or choices, nor list anyone's", async () => {
      await assertFails(getDoc(doc(db(), farmerItem)));
      await assertFails(getDoc(doc(db(), farmerHome)));
      await assertFails(getDocs(collection(db(), 'notifications')));
    });
  });

  describe('as visitor', () => {
    const db = () => rules.db('visitor');
    it('reads and writes nothing', async () => {
      await assertFails(getDoc(doc(db(), farmerItem)));
      await assertFails(updateDoc(doc(db(), farmerItem), { read: true }));
      await assertFails(setDoc(doc(db(), farmerHome), prefs()));
    });
  });
});
