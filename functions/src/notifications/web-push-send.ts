import { generateRequestDetails } from 'web-push';
import type { PushPayload, PushSubscriptionJson } from '../shared/push';
import { vapidDetails, type VapidDetails } from './vapid';

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface WebPushOptions {
  /** How long the push service keeps a push for a phone that is off (RFC 8030 TTL). */
  ttlSeconds: number;
  urgency: PushUrgency;
  /** Replaces an undelivered push with the same topic at the push service (≤ 32 base64url characters). */
  topic?: string;
  /** The signing keys; by default those of this deployment (vapid.ts). */
  vapid?: VapidDetails;
}

/** A push service that does not answer in this long is given up on; the centre has the item. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends one push: the payload as JSON, encrypted for the device (RFC 8291,
 * aes128gcm) and signed with our VAPID key (RFC 8292). web-push builds the
 * request; global fetch sends it, because web-push's own sendNotification
 * speaks only https and the tests' local push service serves http. Resolves
 * with the push service's status (201 delivered or queued; 404/410 the
 * subscription is gone); rejects when the request could not be built or sent.
 */
export async function sendWebPush(
  subscription: PushSubscriptionJson,
  payload: PushPayload,
  options: WebPushOptions,
): Promise<{ status: number }> {
  const vapid = options.vapid ?? vapidDetails();
  if (!vapid) throw new Error('Web Push is not configured');
  const details = generateRequestDetails(
    { endpoint: subscription.endpoint, keys: subscription.keys },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
      ...(options.topic ? { topic: options.topic } : {}),
    },
  );
  // fetch sets Content-Length from the body itself and refuses to be told it.
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const res = await fetch(details.endpoint, {
    method: details.method,
    headers,
    // A copy on a plain ArrayBuffer: what fetch's types (DOM's and Node's) both take.
    body: details.body ? new Uint8Array(details.body) : null,
    redirect: 'error',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  // Read the answer to the end so the connection goes back to the pool.
  await res.arrayBuffer().catch(() => undefined);
  return { status: res.status };
}
