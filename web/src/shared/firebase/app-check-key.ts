/**
 * The reCAPTCHA Enterprise site key App Check should start with, or null for
 * none. Emulator builds never start it: the emulators cannot verify App Check
 * tokens and the debug provider would ask Google for one, which fails offline
 * (the callables do not enforce App Check there either; functions/src/config.ts).
 * A deployed build without a key runs without App Check, so its functions must
 * not enforce it (KH_APP_CHECK=off; README, "Deploy to your own Firebase project").
 */
export function appCheckSiteKey(rawKey: string | undefined, useEmulators: boolean): string | null {
  const key = (rawKey ?? '').trim();
  return key && !useEmulators ? key : null;
}
