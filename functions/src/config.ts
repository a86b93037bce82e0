import { defineSecret } from 'firebase-functions/params';
import { setGlobalOptions, type GlobalOptions } from 'firebase-functions/v2';
import { REGION } from './shared/region';

type SecretParam = ReturnType<typeof defineSecret>;
type Env = Record<string, string | undefined>;

export { REGION };

// One place for deployment options and secrets. The region is set once here for
// every function. Every function runs with one of the RUN profiles below:
// triggers get `background` from the global options, callables `light` through
// CALLABLE (the provider callables override it with `provider`), the legacy API
// `light`. functions/src/deploy-config.test.ts checks each deployed definition.

/**
 * How each kind of function runs when deployed (Cloud Run under Functions v2).
 * One instance with a whole vCPU serves many requests at once, which suits
 * work that mostly waits on Firestore or another service; a fractional CPU
 * cannot (Cloud Run allows concurrency > 1 only from 1 vCPU).
 */
export const RUN = {
  /**
   * Callables and the legacy API: a zod check and one short Firestore
   * transaction each, so an instance is mostly waiting. 1 vCPU and 80 requests
   * at a time (Cloud Run's default) keep cold starts rare when a market day
   * brings a burst; 512 MiB leaves room for the Admin SDK and 80 requests'
   * buffers. 10 instances (800 requests at once) cap the bill.
   */
  light: { cpu: 1, memory: '512MiB', concurrency: 80, maxInstances: 10, timeoutSeconds: 30 },
  /**
   * The assistant and weather: a request waits seconds (Gemini up to 60 s) on a
   * provider whose quota, not our CPU, is the limit. 40 at a time per instance
   * and 5 instances (200 in flight) stay under the providers' free-tier rate
   * limits and bound what a flood of visitors could cost.
   */
  provider: { cpu: 1, memory: '512MiB', concurrency: 40, maxInstances: 5, timeoutSeconds: 90 },
  /**
   * Firestore triggers (clean-up after a blog is deleted): rare, run once per
   * event and batch their own writes, so the smallest instance, one event at a
   * time, is enough.
   */
  background: { cpu: 'gcf_gen1', memory: '256MiB', concurrency: 1, maxInstances: 5, timeoutSeconds: 120 },
  /**
   * Order news (notifications/on-order-notify.ts): one event per order move,
   * market-wide, and the event that closes a burst of pushes waits out the
   * minute before sending one push for all of it. Waiting costs no CPU, so one
   * instance takes many events at once instead of holding one each.
   */
  notify: { cpu: 1, memory: '512MiB', concurrency: 80, maxInstances: 10, timeoutSeconds: 120 },
  /**
   * The mandi price refresh (mandi/*): one run pages through a day of
   * Agmarknet records (up to ~30 requests, each retried) and rewrites a
   * document per produce: minutes of mostly waiting. One run at a time per
   * function; a manual run overlapping the scheduled one is harmless, as every
   * write keeps the newer of two quotes. The catch-up run by hand
   * (reliability/run-catch-up.ts) is as rare and runs as long.
   */
  refresh: { cpu: 1, memory: '512MiB', concurrency: 1, maxInstances: 1, timeoutSeconds: 540 },
} as const satisfies Record<string, GlobalOptions>;

setGlobalOptions({ region: REGION, ...RUN.background });

/**
 * App Check on the callables: enforced when deployed, so only our web app (its
 * reCAPTCHA Enterprise attestation) can call them; off on the Emulator Suite,
 * where no attestation can be had offline (the debug provider exchanges its
 * token with Google too) and the tests call the functions directly. The
 * functions emulator sets FUNCTIONS_EMULATOR=true; deploy analysis and Cloud
 * Run do not. KH_APP_CHECK=off turns it off in a deploy, for a project that
 * has not set App Check up yet (README, "Deploy to your own Firebase project").
 */
export function appCheckEnforced(env: Env = process.env): boolean {
  return env.FUNCTIONS_EMULATOR !== 'true' && env.KH_APP_CHECK !== 'off';
}

export function callableOptions(env: Env = process.env) {
  return { cors: true, enforceAppCheck: appCheckEnforced(env) } as const;
}

export const CALLABLE = { ...callableOptions(), ...RUN.light };

// Provider keys live only here, never in the browser. Deployed, they are Secret
// Manager secrets (`firebase functions:secrets:set GEMINI_API_KEY`) bound to the
// functions that use them. The emulator would ask Google's Secret Manager for any
// bound secret missing from functions/.secret.local, which fails offline, so
// there the keys come from the environment (functions/.env.local or the shell).
export const GEMINI_API_KEY = defineSecret('GEMINI_API_KEY');
export const WEATHER_API_KEY = defineSecret('WEATHER_API_KEY');
// data.gov.in's key for Agmarknet's mandi prices (mandi/*). Optional: without it
// the refresh stores nothing and the prices never show.
export const MANDI_API_KEY = defineSecret('MANDI_API_KEY');
// Keys order ids (orders/order-id.ts) so nobody can compute the id of another
// buyer's order. Bind it to every function that places orders: placeBuyRequest,
// api (the legacy purchase) and any trigger that calls placeBuyRequestFor.
// Set it once per project: `firebase functions:secrets:set ORDER_ID_KEY` with
// a long random value (e.g. `openssl rand -base64 32`). Changing it later only
// means a retry across the change makes a new order instead of finding the old.
export const ORDER_ID_KEY = defineSecret('ORDER_ID_KEY');
// Signs Web Push requests (VAPID) for order news (notifications/vapid.ts); its
// public twin is plain config, VAPID_PUBLIC_KEY in functions/.env. Bind it to
// every function that pushes: onOrderNotify. Without it a deployed function
// stores each notification and sends no push (README, "Web Push").
export const VAPID_PRIVATE_KEY = defineSecret('VAPID_PRIVATE_KEY');

export function bindSecrets(...secrets: SecretParam[]): SecretParam[] {
  return process.env.FUNCTIONS_EMULATOR === 'true' ? [] : secrets;
}
