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

export function bindSecrets(...secrets: SecretParam[]): SecretParam[] {
  return process.env.FUNCTIONS_EMULATOR === 'true' ? [] : secrets;
}
