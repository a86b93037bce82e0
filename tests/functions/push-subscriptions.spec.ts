import { createECDH, createHash, randomBytes } from 'node:crypto';
import { collection, getDocs } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, signUpAs, type Client } from '../helpers/client';
import { clearAuth, clearFirestore, messageOf } from '../helpers/env';
import { closeAdmin, readDoc, uidOf, withAdmin } from '../helpers/orders';

// savePushSubscription / removePushSubscription: one document per device
// (pushSubscriptions/{sha-256 of the endpoint}), held by the person who saved
// it last; only that person removes it; bad input is refused with its code.

let farmer: Client;
let buyer: Client;
let visitor: Client;

/** A subscription as a browser's PushSubscription.toJSON() gives it (RFC 8291 key sizes). */
function browserSubscription(endpoint = `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const docPath = (endpoint: string) => `pushSubscriptions/${createHash('sha256').update(endpoint).digest('hex')}`;
const save = (c: Client, data: unknown) => c.call<{ ok: boolean }>('savePushSubscription', data);
const remove = (c: Client, data: unknown) => c.call<{ ok: boolean }>('removePushSubscription', data);
const allDevices = () =>
  withAdmin(async (db) => (await getDocs(collection(db, 'pushSubscriptions'))).docs.map((d) => d.data()));
const refusalOf = (call: Promise<unknown>) =>
  call.then(
    () => 'not refused',
    (e: unknown) => ({
      code: (e as { code?: string }).code,
      message: messageOf(e),
      details: (e as { details?: unknown }).details,
    }),
  );

describe('push subscriptions', () => {
  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    [farmer, buyer] = await Promise.all([
      signUpAs('farmer', 'ramesh.push@example.com'),
      signUpAs('user', 'anita.push@example.com'),
    ]);
    visitor = newClient();
  });
  afterAll(async () => {
    await Promise.all([farmer, buyer, visitor].map((c) => c?.close()));
    await closeAdmin();
  });

  it('stores one document per device for the caller, and saving again keeps its creation time', async () => {
    const sub = browserSubscription();
    expect(await save(farmer, sub)).toEqual({ ok: true });
    const first = await readDoc(docPath(sub.endpoint));
    expect(first).toEqual({
      uid: uidOf(farmer),
      endpoint: sub.endpoint,
      keys: sub.keys,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });

    expect(await save(farmer, sub)).toEqual({ ok: true });
    const again = await readDoc(docPath(sub.endpoint));
    expect(again!.createdAt).toBe(first!.createdAt);
    expect(again!.updatedAt).toBeGreaterThanOrEqual(first!.updatedAt as number);
    expect((await allDevices()).filter((d) => d.endpoint === sub.endpoint)).toHaveLength(1);
  });

  it('hands a device over to a second person who signs in on it; only the holder removes it', async () => {
    const sub = browserSubscription();
    await save(farmer, sub);
    const created = (await readDoc(docPath(sub.endpoint)))!.createdAt;
    // The buyer signs in on the same phone: the device is theirs now, renewed keys and all.
    const renewed = { ...browserSubscription(sub.endpoint) };
    expect(await save(buyer, renewed)).toEqual({ ok: true });
    expect(await readDoc(docPath(sub.endpoint))).toMatchObject({
      uid: uidOf(buyer),
      keys: renewed.keys,
      createdAt: created,
    });
    expect((await allDevices()).filter((d) => d.endpoint === sub.endpoint)).toHaveLength(1);

    // The farmer no longer holds it: the same answer, nothing removed.
    expect(await remove(farmer, { endpoint: sub.endpoint })).toEqual({ ok: true });
    expect(await readDoc(docPath(sub.endpoint))).toMatchObject({ uid: uidOf(buyer) });

    expect(await remove(buyer, { endpoint: sub.endpoint })).toEqual({ ok: true });
    expect(await readDoc(docPath(sub.endpoint))).toBeUndefined();
    // Removing what is gone answers the same (logout after push was turned off).
    expect(await remove(buyer, { endpoint: sub.endpoint })).toEqual({ ok: true });
  });

  it('keeps the ten most recently saved devices of a person', async () => {
    const subs = Array.from({ length: 11 }, () => browserSubscription());
    for (const s of subs) await save(buyer, s);
    const mine = (await allDevices()).filter((d) => d.uid === uidOf(buyer)).map((d) => d.endpoint);
    expect(mine.sort()).toEqual(
      subs
        .slice(1)
        .map((s) => s.endpoint)
        .sort(),
    );
  });

  it('refuses a visitor who is not signed in', async () => {
    expect(await refusalOf(save(visitor, browserSubscription()))).toEqual({
      code: 'functions/unauthenticated',
      message: 'Please log in first',
      details: { code: 'account/log-in-first' },
    });
  });

  it('refuses bad input with a stable code and stores nothing', async () => {
    const before = await allDevices();
    const good = browserSubscription();
    const badEndpoint = {
      code: 'functions/invalid-argument',
      message: 'Notifications cannot be turned on for this device: its push service address is not valid',
      details: { code: 'push/bad-endpoint' },
    };
    const badSubscription = {
      code: 'functions/invalid-argument',
      message: 'Notifications cannot be turned on for this device: its push subscription is not valid',
      details: { code: 'push/bad-subscription' },
    };
    const cases: Array<[unknown, object]> = [
      [{ ...good, endpoint: 'http://push.example.com/send/1' }, badEndpoint],
      [{ ...good, endpoint: 'not a url' }, badEndpoint],
      [{ ...good, endpoint: `https://push.example.com/${'x'.repeat(1000)}` }, badEndpoint],
      [{ ...good, endpoint: 'https://user:secret@push.example.com/send/1' }, badEndpoint],
      [{ endpoint: good.endpoint }, badSubscription],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } }, badSubscription],
      [{ ...good, keys: { ...good.keys, auth: 'not base64url!' } }, badSubscription],
      [{ ...good, keys: { ...good.keys, extra: 'x' } }, { details: { code: 'orders/unexpected-field' } }],
      [{ ...good, expirationTime: null }, { details: { code: 'orders/unexpected-field' } }],
      ['just a string', badSubscription],
    ];
    for (const [data, expected] of cases) {
      expect(await refusalOf(save(farmer, data)), JSON.stringify(data).slice(0, 80)).toMatchObject(expected);
    }
    expect(await refusalOf(remove(farmer, { endpoint: 'ftp://push.example.com/1' }))).toEqual(badEndpoint);
    expect(await refusalOf(remove(farmer, {}))).toEqual(badEndpoint);
    expect(await allDevices()).toEqual(before);
  });
});
