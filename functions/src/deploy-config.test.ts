import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appCheckEnforced, callableOptions } from './config';
import * as exported from './index';

// The deployable setup, read from what `firebase deploy` itself reads: the
// functions' definitions (__endpoint, the manifest the CLI builds), firebase.json
// and functions/package.json. Expected values are written out here on purpose.

const root = resolve(__dirname, '../..');
const firebaseJson = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
const functionsPackage = JSON.parse(readFileSync(resolve(root, 'functions/package.json'), 'utf8'));

interface Endpoint {
  region: string[];
  availableMemoryMb: number;
  cpu?: number | string;
  concurrency: number | null;
  maxInstances: number | null;
  timeoutSeconds: number | null;
  callableTrigger?: object;
  httpsTrigger?: object;
  eventTrigger?: object;
  secretEnvironmentVariables?: Array<{ key: string }>;
}
const endpoints = Object.entries(exported).map(
  ([name, fn]) => [name, (fn as { __endpoint: Endpoint }).__endpoint] as const,
);

describe('functions deploy options', () => {
  it('run every function in asia-south1, the region the Hosting rewrite names', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(10);
    for (const [name, e] of endpoints) expect(e.region, name).toEqual(['asia-south1']);
    const rewrite = (source: string) =>
      firebaseJson.hosting.rewrites.find((r: { source: string }) => r.source === source).function;
    expect(rewrite('/api/**')).toEqual({ functionId: 'api', region: 'asia-south1' });
    expect(rewrite('/photos/**')).toEqual({ functionId: 'photo', region: 'asia-south1' });
  });

  it('bind the order id key to every function that places orders, and to no other', () => {
    const withKey = endpoints
      .filter(([, e]) => (e.secretEnvironmentVariables ?? []).some((s) => s.key === 'ORDER_ID_KEY'))
      .map(([name]) => name)
      .sort();
    expect(withKey).toEqual(['api', 'catchUpMissedEvents', 'onOrderCommand', 'placeBuyRequest', 'runCatchUp']);
  });

  it('bind the VAPID private key to the function that pushes, and to no other', () => {
    const withKey = endpoints
      .filter(([, e]) => (e.secretEnvironmentVariables ?? []).some((s) => s.key === 'VAPID_PRIVATE_KEY'))
      .map(([name]) => name);
    expect(withKey).toEqual(['onOrderNotify']);
  });

  it('bind the mandi price key to the two functions that refresh the prices, and to no other', () => {
    const withKey = endpoints
      .filter(([, e]) => (e.secretEnvironmentVariables ?? []).some((s) => s.key === 'MANDI_API_KEY'))
      .map(([name]) => name)
      .sort();
    expect(withKey).toEqual(['refreshMandiPrices', 'runMandiRefresh']);
  });

  it('give each function a deliberate CPU, memory, concurrency and instance cap', () => {
    const light = { cpu: 1, availableMemoryMb: 512, concurrency: 80, maxInstances: 10, timeoutSeconds: 30 };
    const provider = { cpu: 1, availableMemoryMb: 512, concurrency: 40, maxInstances: 5, timeoutSeconds: 90 };
    const background = {
      cpu: 'gcf_gen1',
      availableMemoryMb: 256,
      concurrency: 1,
      maxInstances: 5,
      timeoutSeconds: 120,
    };
    const refresh = { cpu: 1, availableMemoryMb: 512, concurrency: 1, maxInstances: 1, timeoutSeconds: 540 };
    const expected: Record<string, object> = {
      askAssistant: provider,
      getWeather: provider,
      onBlogDeleted: background,
      onOrderNotify: { cpu: 1, availableMemoryMb: 512, concurrency: 80, maxInstances: 10, timeoutSeconds: 120 },
      pruneNotifications: background,
      refreshMandiPrices: refresh,
      runMandiRefresh: refresh,
      catchUpMissedEvents: background,
      runCatchUp: refresh,
      sweepPhotos: refresh,
    };
    for (const [name, e] of endpoints) {
      const want = expected[name] ?? (e.eventTrigger ? background : light);
      expect(
        {
          cpu: e.cpu,
          availableMemoryMb: e.availableMemoryMb,
          concurrency: e.concurrency,
          maxInstances: e.maxInstances,
          timeoutSeconds: e.timeoutSeconds,
        },
        name,
      ).toEqual(want);
    }
  });

  it('target Node 22 (Node 20 reached end of life in April 2026)', () => {
    expect(functionsPackage.engines).toEqual({ node: '22' });
  });

  it('build functions and web before deploying them', () => {
    expect(firebaseJson.functions[0].predeploy).toEqual(['npm run build -w functions']);
    expect(firebaseJson.hosting.predeploy).toEqual(['npm run build -w web']);
    expect(firebaseJson.hosting.public).toBe('web/dist');
  });
});

describe('App Check on the callables', () => {
  it('is enforced when deployed and off in the functions emulator', () => {
    expect(appCheckEnforced({})).toBe(true);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'false' })).toBe(true);
    expect(appCheckEnforced({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(callableOptions({}).enforceAppCheck).toBe(true);
    expect(callableOptions({ FUNCTIONS_EMULATOR: 'true' }).enforceAppCheck).toBe(false);
  });

  it('can be switched off for a deploy whose project has no App Check yet', () => {
    expect(appCheckEnforced({ KH_APP_CHECK: 'off' })).toBe(false);
    expect(appCheckEnforced({ KH_APP_CHECK: 'on' })).toBe(true);
  });
});
