// The Functions SDK, with Firebase Auth (app.ts), whose ID tokens it sends: loaded by
// functions.ts at the first call, or once the session has started (session.ts).
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { app, EMULATOR_HOST, REGION, USE_EMULATORS } from './app';
import { appCheckSiteKey } from './app-check-key';

const functions = getFunctions(app, REGION);
if (USE_EMULATORS) connectFunctionsEmulator(functions, EMULATOR_HOST, 5001);

/**
 * App Check (reCAPTCHA Enterprise), started with the callables, which the
 * deployed functions guard with it, and only by builds with a site key; the
 * first page never downloads it. The calls wait for it so the first one
 * already carries a token. A failed download only leaves the calls without a
 * token: the server then answers, instead of a promise that never settles.
 */
const siteKey = appCheckSiteKey(import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY, USE_EMULATORS);
const appCheckReady: Promise<void> = siteKey
  ? import('./app-check').then((m) => m.activateAppCheck(app, siteKey)).catch(() => undefined)
  : Promise.resolve();

/** Calls the function `name` with `input`; resolves to its result. */
export async function call<In, Out>(name: string, input: In): Promise<Out> {
  await appCheckReady;
  return (await httpsCallable<In, Out>(functions, name)(input)).data;
}
