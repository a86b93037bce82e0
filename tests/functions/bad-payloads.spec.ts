import { describe, expect, it } from 'vitest';
import type { Client } from '../helpers/client';
import { HOST, PORTS, PROJECT_ID, REGION } from '../helpers/env';
import { everything, farmerAndBuyerOnce, listProduct, newRequestId } from '../helpers/orders';

// Issue 27, point 5: a payload firebase-functions cannot decode (a protobuf
// wrapper it does not know, or an Int64Value that is not a number) is answered
// 400 INVALID_ARGUMENT with a stable code, not 500 INTERNAL, and reaches no
// handler. Sent over plain HTTP, since the web SDK never sends such payloads.

const INT64 = 'type.googleapis.com/google.protobuf.Int64Value';
const NOT_A_NUMBER = { '@type': INT64, value: 'NaN' };
const UNKNOWN_TYPE = { '@type': 'type.googleapis.com/google.protobuf.Any', value: 'x' };
const MESSAGE = 'The request has a value the server cannot read. Please send plain numbers and text.';
const ORIGIN = 'http://127.0.0.1:5000';

interface Answer {
  status: number;
  body: { result?: unknown; error?: { status: string; message: string; details?: Record<string, unknown> } };
  headers: Headers;
}

/** One callable request as the protocol has it: POST { data } as JSON, the ID token as a bearer. */
async function post(name: string, data: unknown, as?: Client): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: ORIGIN };
  if (as) headers.Authorization = `Bearer ${await as.auth.currentUser!.getIdToken()}`;
  const url = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/${name}`;
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ data }) });
  return { status: res.status, body: (await res.json()) as Answer['body'], headers: res.headers };
}

function expectUnreadable(answer: Answer): void {
  expect(answer.status).toBe(400);
  expect(answer.body.error).toEqual({
    status: 'INVALID_ARGUMENT',
    message: MESSAGE,
    details: { code: 'request/unreadable-value' },
  });
}

let farmer: Client;
let buyer: Client;
let productId: string;
// Listed in the first test that needs it: listProduct waits with expect.poll, which only runs inside a test.
const listed = async () =>
  (productId ??= await listProduct(farmer, { title: 'Tur Dal', pricePaise: 9_850, quantityG: 40_000 }));

describe('payloads firebase-functions cannot decode', () => {
  farmerAndBuyerOnce((f, b) => ([farmer, buyer] = [f, b]));

  it('placeBuyRequest answers 400 with the stable code and writes no order', async () => {
    await listed();
    const payloads = {
      'an Int64Value of NaN': { productId, quantityG: NOT_A_NUMBER, requestId: newRequestId() },
      'an unknown @type': { productId: UNKNOWN_TYPE, quantityG: 3000, requestId: newRequestId() },
      'a wrapper deep in a nested field': {
        productId,
        quantityG: 3000,
        requestId: newRequestId(),
        note: { lines: [{ kg: NOT_A_NUMBER }] },
      },
    };
    const before = await everything();
    for (const [what, data] of Object.entries(payloads)) {
      const answer = await post('placeBuyRequest', data, buyer);
      expect(answer.status, what).toBe(400);
      expectUnreadable(answer);
    }
    expect(await everything()).toEqual(before);
  });

  it('locatePincode (open to visitors) answers the same way', async () => {
    for (const data of [{ pincode: NOT_A_NUMBER }, { pincode: '413512', extra: UNKNOWN_TYPE }, UNKNOWN_TYPE]) {
      expectUnreadable(await post('locatePincode', data));
    }
  });

  it('keeps CORS: the preflight is answered as before, and the 400 names the caller’s origin', async () => {
    await listed();
    const url = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/placeBuyRequest`;
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const answer = await post('placeBuyRequest', { productId, quantityG: NOT_A_NUMBER }, buyer);
    expectUnreadable(answer);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('still takes a legal Int64Value: it reaches the handler as the number it holds', async () => {
    await listed();
    const requestId = newRequestId();
    const wrapped = await post(
      'placeBuyRequest',
      { productId, quantityG: { '@type': INT64, value: '5000' }, requestId },
      buyer,
    );
    expect(wrapped.status).toBe(200);
    expect(wrapped.body.result).toMatchObject({ status: 'Pending', created: true });
    // The same request with a plain 5000 is the same order (a different quantity would be refused as reused).
    const plain = await post('placeBuyRequest', { productId, quantityG: 5000, requestId }, buyer);
    expect(plain.body.result).toEqual({ ...(wrapped.body.result as object), created: false });

    // locatePincode takes a string: a wrapped number gets what a plain number gets.
    const asWrapper = await post('locatePincode', { pincode: { '@type': INT64, value: '413512' } });
    const asNumber = await post('locatePincode', { pincode: 413512 });
    expect(asWrapper.status).toBe(400);
    expect(asWrapper.body).toEqual(asNumber.body);
    expect(asWrapper.body.error?.details?.code).not.toBe('request/unreadable-value');
  });
});
