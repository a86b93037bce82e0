import { z } from 'zod';
import { englishError } from './error-codes';
import { PUSH_SUBSCRIPTION_LIMITS as LIMITS, base64urlBytes, isPushEndpoint } from './push';

// The inputs of savePushSubscription and removePushSubscription: a browser's
// PushSubscription.toJSON() (expirationTime left out by the web app) and its
// endpoint. Apart from push.ts so that the service worker and the settings
// screen, which need the tags and the payload type, do not evaluate zod.

const BAD_ENDPOINT = englishError('push/bad-endpoint');
const BAD_SUBSCRIPTION = englishError('push/bad-subscription');

/**
 * https, or http on localhost only: the local push service the tests run
 * (web-push-testing) serves plain http on localhost, and no browser's push
 * service does. Anything else would send order news unencrypted in transit or
 * point our functions at hosts of the sender's choosing.
 */
const endpointSchema = z
  .string({ error: BAD_ENDPOINT })
  .max(LIMITS.endpointMax, { error: BAD_ENDPOINT })
  .refine(isPushEndpoint, { error: BAD_ENDPOINT });

/** A base64url key of exactly `bytes` bytes once decoded (RFC 8291's sizes). */
const keySchema = (maxChars: number, bytes: number) =>
  z
    .string({ error: BAD_SUBSCRIPTION })
    .max(maxChars, { error: BAD_SUBSCRIPTION })
    .refine((v) => base64urlBytes(v) === bytes, { error: BAD_SUBSCRIPTION });

export const savePushSubscriptionSchema = z.strictObject(
  {
    endpoint: endpointSchema,
    keys: z.strictObject(
      {
        p256dh: keySchema(LIMITS.p256dhMax, LIMITS.p256dhBytes),
        auth: keySchema(LIMITS.authMax, LIMITS.authBytes),
      },
      { error: BAD_SUBSCRIPTION },
    ),
  },
  { error: BAD_SUBSCRIPTION },
);
export type SavePushSubscriptionInput = z.input<typeof savePushSubscriptionSchema>;

export const removePushSubscriptionSchema = z.strictObject({ endpoint: endpointSchema }, { error: BAD_SUBSCRIPTION });
export type RemovePushSubscriptionInput = z.input<typeof removePushSubscriptionSchema>;

/** What both callables answer. */
export interface PushSubscriptionResult {
  ok: true;
}
