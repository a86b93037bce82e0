import { logger } from 'firebase-functions';
import { createPublicKey, verify } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateVAPIDKeys } from 'web-push';
import { startLocalPush, type LocalPushService, type LocalSubscription } from './local-push.test-support';
import { vapidDetails } from './vapid';
import { sendWebPush } from './web-push-send';

// sendWebPush against web-push-testing, a local push service that checks the
// VAPID signature, decrypts aes128gcm and can expire a subscription (410)
// (local-push.test-support.ts, shared with the emulator specs). Expected values are written out here.

const EMULATOR_PUBLIC = 'BDg6aEKsnjXKrJMkhXnNfxBKBZZr8ufmO5HVVR_fxyw3cGZ5KCy3xYgC9wfYjJl2aAsADetePvlussQR2EuV3-Q';
const PAYLOAD = {
  title: '10 new buy requests',
  body: 'Open Krishi Haat to answer them.',
  tag: 'kh-requests',
  url: '/OrderMessage',
  lang: 'en',
} as const;
const OPTIONS = { ttlSeconds: 86_400, urgency: 'high', topic: 'kh-requests' } as const;

let service: LocalPushService;
let base = '';
const subscribe = (key = EMULATOR_PUBLIC) => service.subscribe(key);
const received = (sub: LocalSubscription) => service.received(sub);

const b64url = (s: string) => Buffer.from(s, 'base64url');

describe('sendWebPush through a local push service', () => {
  beforeAll(async () => {
    service = await startLocalPush();
    base = service.base;
  });
  afterAll(async () => {
    await service?.stop();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('delivers the payload encrypted, signed with the emulator VAPID key, with TTL, urgency and topic', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('VAPID_PUBLIC_KEY', '');
    vi.stubEnv('VAPID_PRIVATE_KEY', '');
    vi.stubEnv('KH_VAPID_SUBJECT', '');
    const sub = await subscribe();
    expect(sub.endpoint).toBe(`${base}/notify/${sub.clientHash}`);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const before = Math.floor(Date.now() / 1000);

    expect(await sendWebPush(sub, PAYLOAD, OPTIONS)).toEqual({ status: 201 });

    // The service decrypted exactly the JSON the service worker will parse.
    expect((await received(sub)).map((m) => JSON.parse(m))).toEqual([PAYLOAD]);

    const sent = fetchSpy.mock.calls.find(([url]) => url === sub.endpoint);
    const init = sent![1]!;
    const headers = new Headers(init.headers);
    expect(init.method).toBe('POST');
    expect(headers.get('TTL')).toBe('86400');
    expect(headers.get('Urgency')).toBe('high');
    expect(headers.get('Topic')).toBe('kh-requests');
    expect(headers.get('Content-Encoding')).toBe('aes128gcm');
    expect(headers.get('Content-Type')).toBe('application/octet-stream');
    // Encrypted: none of the words travel in the clear.
    const body = Buffer.from(init.body as Uint8Array);
    expect(body.includes('buy requests')).toBe(false);
    expect(body.includes('kh-requests')).toBe(false);

    // Authorization: vapid t=<JWT>, k=<our public key> (RFC 8292).
    const auth = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(headers.get('Authorization') ?? '');
    expect(auth).not.toBeNull();
    const [, head, claims, signature, k] = auth!;
    expect(k).toBe(EMULATOR_PUBLIC);
    expect(JSON.parse(b64url(head!).toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
    const jwt = JSON.parse(b64url(claims!).toString()) as { aud: string; exp: number; sub: string };
    expect(jwt.aud).toBe(base);
    expect(jwt.sub).toBe('mailto:krishihaat@example.com');
    // RFC 8292: at most 24 hours ahead.
    expect(jwt.exp).toBeGreaterThan(before);
    expect(jwt.exp).toBeLessThanOrEqual(before + 86_400 + 5);
    const raw = b64url(EMULATOR_PUBLIC);
    const key = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    const signed = Buffer.from(`${head}.${claims}`);
    expect(verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, b64url(signature!))).toBe(true);
  });

  it('names the deployment in the VAPID subject when KH_VAPID_SUBJECT is set', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('KH_VAPID_SUBJECT', 'mailto:ops@example.org');
    const sub = await subscribe();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(await sendWebPush(sub, PAYLOAD, { ttlSeconds: 60, urgency: 'normal' })).toEqual({ status: 201 });
    const headers = new Headers(fetchSpy.mock.calls.find(([url]) => url === sub.endpoint)![1]!.headers);
    const claims = /t=[\w-]+\.([\w-]+)\./.exec(headers.get('Authorization')!)![1]!;
    expect(JSON.parse(b64url(claims).toString())).toMatchObject({ sub: 'mailto:ops@example.org' });
    expect([headers.get('TTL'), headers.get('Urgency'), headers.get('Topic')]).toEqual(['60', 'normal', null]);
  });

  it('is refused by the push service when signed with a key the subscription does not know', async () => {
    const sub = await subscribe();
    const other = generateVAPIDKeys();
    const vapid = { subject: 'mailto:krishihaat@example.com', ...other };
    expect(await sendWebPush(sub, PAYLOAD, { ...OPTIONS, vapid })).toEqual({ status: 400 });
    expect(await received(sub)).toEqual([]);
  });

  it('answers 410 once the subscription has expired', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    const sub = await subscribe();
    await service.expire(sub);
    expect(await sendWebPush(sub, PAYLOAD, OPTIONS)).toEqual({ status: 410 });
    expect(await received(sub)).toEqual([]);
  });
});

describe('vapidDetails', () => {
  const EMULATOR_PRIVATE = 'pg44CAJJMy3In8UTgx6VogOMcHNSKpvssAhsR9GEzdU';

  it('uses the fixed emulator pair on the emulator unless both halves are set', () => {
    expect(vapidDetails({ FUNCTIONS_EMULATOR: 'true' })).toEqual({
      subject: 'mailto:krishihaat@example.com',
      publicKey: EMULATOR_PUBLIC,
      privateKey: EMULATOR_PRIVATE,
    });
    expect(vapidDetails({ FUNCTIONS_EMULATOR: 'true', VAPID_PUBLIC_KEY: 'pub-only' })).toMatchObject({
      publicKey: EMULATOR_PUBLIC,
      privateKey: EMULATOR_PRIVATE,
    });
    expect(vapidDetails({ FUNCTIONS_EMULATOR: 'true', VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' })).toEqual({
      subject: 'mailto:krishihaat@example.com',
      publicKey: 'pub',
      privateKey: 'priv',
    });
  });

  it('deployed, takes the configured pair and never falls back to the emulator pair', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    expect(
      vapidDetails({ VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv', KH_VAPID_SUBJECT: 'https://x.example' }),
    ).toEqual({ subject: 'https://x.example', publicKey: 'pub', privateKey: 'priv' });
    expect(vapidDetails({})).toBeNull();
    expect(vapidDetails({ VAPID_PUBLIC_KEY: 'pub' })).toBeNull();
    // A deploy without the pair says so in its log, once per instance.
    expect(warn.mock.calls).toEqual([
      ['Web Push is not configured (VAPID_PUBLIC_KEY or the VAPID_PRIVATE_KEY secret is missing): no pushes'],
    ]);
    warn.mockRestore();
  });
});
