import { logger } from 'firebase-functions';
import {
  onCall,
  type CallableOptions,
  type CallableRequest,
  type CallableResponse,
} from 'firebase-functions/v2/https';
import { undecodableAt } from './payload-check';
import { refusal } from './refusal';

/**
 * Requests whose `data` firebase-functions could not decode (payload-check.ts),
 * marked by the raw request object itself: nothing a client sends can forge it.
 */
const unreadable = new WeakSet<object>();

/**
 * `onCall` for every callable of the app, refusing what onCall answers with
 * 500 "INTERNAL": a payload its decode() throws on (an unknown `@type`, an
 * Int64Value of "NaN"). Those get 400 INVALID_ARGUMENT with the stable code
 * `request/unreadable-value`, so a client sees what was wrong.
 *
 * How: before onCall's function runs, an undecodable `data` is swapped for
 * null (which decodes) and the request is marked; the handler below then throws
 * the refusal. So the answer still takes onCall's whole path: its CORS
 * middleware (an OPTIONS preflight never reaches the check's refusal, and the
 * 400 carries the same Access-Control-Allow-Origin as any answer), its
 * Auth and App Check checks (an unattested caller is told nothing more), and
 * its error body `{ error: { status, message, details: { code } } }`.
 * Answering the 400 here instead would mean rebuilding all three by hand.
 */
export function callable<T = unknown, Return = unknown, Stream = unknown>(
  opts: CallableOptions<T>,
  handler: (request: CallableRequest<T>, response?: CallableResponse<Stream>) => Return,
) {
  const fn = onCall<T, Return, Stream>(opts, (request, response) => {
    if (unreadable.has(request.rawRequest)) throw refusal('invalid-argument', 'request/unreadable-value');
    return handler(request, response);
  });
  const checked = (...args: Parameters<typeof fn>) => {
    const [req] = args;
    const body: unknown = req.body;
    if (body && typeof body === 'object' && 'data' in body) {
      const at = undecodableAt(body.data);
      if (at !== null) {
        logger.warn('callable: undecodable payload refused', { at });
        unreadable.add(req);
        (body as { data: unknown }).data = null;
      }
    }
    return fn(...args);
  };
  // The emulator and `firebase deploy` find a function by what onCall put on
  // it (__endpoint with its callableTrigger, __trigger's getter, run, stream,
  // and __requiredAPIs where a provider sets it): copy every own property with
  // its descriptor, except what each function has of its own.
  for (const [key, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(fn))) {
    if (key !== 'length' && key !== 'name' && key !== 'prototype') Object.defineProperty(checked, key, descriptor);
  }
  return checked as unknown as typeof fn;
}
