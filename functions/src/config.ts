import { defineSecret } from 'firebase-functions/params';
import { setGlobalOptions } from 'firebase-functions/v2';

type SecretParam = ReturnType<typeof defineSecret>;

// One place for deployment options and secrets, so every function runs with the
// same region and limits.
export const REGION = 'asia-south1';

setGlobalOptions({ region: REGION, maxInstances: 10, memory: '256MiB' });

export const CALLABLE = { cors: true, enforceAppCheck: false } as const;

// Provider keys live only here, never in the browser. Deployed, they are Secret
// Manager secrets (`firebase functions:secrets:set GEMINI_API_KEY`) bound to the
// functions that use them. The emulator would ask Google's Secret Manager for any
// bound secret missing from functions/.secret.local, which fails offline, so
// there the keys come from the environment (functions/.env.local or the shell).
export const GEMINI_API_KEY = defineSecret('GEMINI_API_KEY');
export const WEATHER_API_KEY = defineSecret('WEATHER_API_KEY');
// Keys order ids (orders/order-id.ts) so nobody can compute the id of another
// buyer's order. Bind it to every function that places orders: placeBuyRequest,
// api (the legacy purchase) and any trigger that calls placeBuyRequestFor.
// Set it once per project: `firebase functions:secrets:set ORDER_ID_KEY` with
// a long random value (e.g. `openssl rand -base64 32`). Changing it later only
// means a retry across the change makes a new order instead of finding the old.
export const ORDER_ID_KEY = defineSecret('ORDER_ID_KEY');

export function bindSecrets(...secrets: SecretParam[]): SecretParam[] {
  return process.env.FUNCTIONS_EMULATOR === 'true' ? [] : secrets;
}
