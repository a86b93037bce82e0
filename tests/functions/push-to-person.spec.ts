import { createHash } from 'node:crypto';
import { deleteApp, getApps } from 'firebase-admin/app';
import { logger } from 'firebase-functions';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFirestore } from '../helpers/env';
import {
  startLocalPush,
  type LocalPushService,
  type LocalSubscription,
} from '../../functions/src/notifications/local-push.test-support';

// pushToPerson end to end, run in this process against the Firestore emulator
// (as the functions run it) and a local Web Push service: what a device
// receives, the 410 clean-up, the coalescing of a burst and the hourly cap.
// The emulator VAPID pair signs; the coalescing window is shortened to 6 s. A window opens
// when an event is planned, before its push is sent: under a loaded CI host that send took
// over 4 s, and the next event found the window closed.

const savedEnv = {
  FUNCTIONS_EMULATOR: process.env.FUNCTIONS_EMULATOR,
  KH_PUSH_WINDOW_MS: process.env.KH_PUSH_WINDOW_MS,
};
process.env.FUNCTIONS_EMULATOR = 'true';
process.env.KH_PUSH_WINDOW_MS = '6000';
const { db } = await import('../../functions/src/lib/admin');
const { pushToPerson } = await import('../../functions/src/notifications/push-to-person');

const EMULATOR_PUBLIC = 'BDg6aEKsnjXKrJMkhXnNfxBKBZZr8ufmO5HVVR_fxyw3cGZ5KCy3xYgC9wfYjJl2aAsADetePvlussQR2EuV3-Q';
const UID = 'farmer-push-1';
const REQUEST = {
  event: 'request',
  title: 'New buy request',
  body: 'Anita Sharma wants 3 kg of Red Onion.',
  url: '/OrderMessage?order=order00000000000001',
  lang: 'en',
  orderId: 'order00000000000001',
} as const;

let service: LocalPushService;

const docId = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/** A device of `uid` as savePushSubscription stores it. */
async function device(uid = UID): Promise<LocalSubscription> {
  const s = await service.subscribe(EMULATOR_PUBLIC);
  const now = new Date();
  await db.collection('pushSubscriptions').doc(docId(s.endpoint)).set({
    uid,
    endpoint: s.endpoint,
    keys: s.keys,
    createdAt: now,
    updatedAt: now,
  });
  return s;
}

const messages = async (s: LocalSubscription) => (await service.received(s)).map((m) => JSON.parse(m) as unknown);
const pushState = async (uid = UID) => (await db.collection('pushState').doc(uid).get()).data();

describe('pushToPerson', () => {
  beforeAll(async () => {
    service = await startLocalPush();
  });
  afterAll(async () => {
    await service?.stop();
    await Promise.all(getApps().map((app) => deleteApp(app)));
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  beforeEach(async () => {
    await clearFirestore();
  });

  it("pushes an event at once to every device of the person, in the person's words", async () => {
    const [phone, laptop] = [await device(), await device()];
    const stranger = await device('someone-else');
    await pushToPerson(UID, REQUEST);
    const expected = {
      title: 'New buy request',
      body: 'Anita Sharma wants 3 kg of Red Onion.',
      tag: 'kh-requests',
      url: '/OrderMessage?order=order00000000000001',
      lang: 'en',
    };
    expect(await messages(phone)).toEqual([expected]);
    expect(await messages(laptop)).toEqual([expected]);
    expect(await messages(stranger)).toEqual([]);
  });

  it('removes a device whose push service answers 410, and still reaches the others', async () => {
    const [gone, live] = [await device(), await device()];
    await service.expire(gone);
    const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
    await pushToPerson(UID, { ...REQUEST, event: 'accepted', title: 'Request accepted', url: '/MyOrdersUser' });
    expect(info.mock.calls).toEqual([
      ['push subscription gone; removed', { device: docId(gone.endpoint), status: 410 }],
    ]);
    info.mockRestore();
    expect((await db.collection('pushSubscriptions').doc(docId(gone.endpoint)).get()).exists).toBe(false);
    expect((await db.collection('pushSubscriptions').doc(docId(live.endpoint)).get()).exists).toBe(true);
    expect(await messages(live)).toEqual([expect.objectContaining({ title: 'Request accepted', tag: 'kh-updates' })]);
  });

  it('turns ten requests within the window into the first push and one "10 new buy requests"', async () => {
    const phone = await device();
    await pushToPerson(UID, REQUEST);
    // The second event waits out the window to flush; the eight after it are only counted.
    const flushing = pushToPerson(UID, REQUEST);
    await expect.poll(async () => (await pushState())?.pending, { timeout: 3_000, interval: 50 }).toBe(1);
    for (let i = 0; i < 8; i++) await pushToPerson(UID, REQUEST);
    expect(await messages(phone)).toHaveLength(1);
    await flushing;
    expect(await messages(phone)).toEqual([
      expect.objectContaining({ title: 'New buy request', tag: 'kh-requests' }),
      {
        title: '10 new buy requests',
        body: 'Open Krishi Haat to answer them.',
        tag: 'kh-requests',
        url: '/OrderMessage',
        lang: 'en',
      },
    ]);
  });

  it("coalesces a Hindi buyer's updates under the updates tag", async () => {
    const phone = await device('buyer-push-1');
    const update = { ...REQUEST, event: 'dispatched', title: 'ऑर्डर भेजा गया', lang: 'hi' } as const;
    // The buyer was pushed an update just now: its window is open (as pushToPerson leaves it).
    // Open for 20 s, not the 6 s configured: both events must be planned inside it, and on a
    // loaded 2-core host the two calls once started after a 6 s window had closed (two pushes).
    const now = Date.now();
    await db
      .collection('pushState')
      .doc('buyer-push-1')
      .set({ hourStart: now, sentInHour: 1, windowEnd: now + 20_000, burst: 1, pending: 0, allRequests: false });
    await Promise.all([
      pushToPerson('buyer-push-1', update),
      pushToPerson('buyer-push-1', { ...update, event: 'delivered' }),
    ]);
    expect(await messages(phone)).toHaveLength(1);
    expect((await messages(phone))[0]).toEqual({
      title: 'ऑर्डर पर 3 नई ख़बरें',
      body: 'देखने के लिए कृषि हाट खोलें।',
      tag: 'kh-updates',
      url: '/MyOrdersUser',
      lang: 'hi',
    });
  });

  it('sends nothing once the hour has had its 20 pushes; the centre keeps the news', async () => {
    const phone = await device();
    await db.collection('pushState').doc(UID).set({
      hourStart: Date.now(),
      sentInHour: 20,
      windowEnd: 0,
      burst: 0,
      pending: 0,
      allRequests: false,
    });
    await pushToPerson(UID, REQUEST);
    expect(await messages(phone)).toEqual([]);
    expect(await pushState()).toMatchObject({ sentInHour: 20 });
  });

  it('spends none of the hour on a person without devices', async () => {
    await pushToPerson(UID, REQUEST);
    expect(await pushState()).toBeUndefined();
  });
});
