// Helpers of the legacy HTTP API specs (tests/api): plain fetch calls as an old
// client makes them, either through hosting (/api/...) or the function's URL.
import { expect } from 'vitest';
import { APP_URL, HOST, PORTS, PROJECT_ID, REGION } from './env';

export const FUNCTION_BASE = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}/api`;
export const HOSTING_BASE = `${APP_URL}/api`;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  base?: string;
  headers?: Record<string, string>;
}

/** One request to the legacy API; the answer's body is parsed JSON (every answer is JSON). */
export async function legacy<T = Record<string, unknown>>(
  method: string,
  path: string,
  { body, token, base = FUNCTION_BASE, headers = {} }: CallOptions = {},
): Promise<Answer<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path}: ${res.status} answered non-JSON: ${text.slice(0, 200)}`);
  }
  return { status: res.status, body: parsed as T };
}

/** The payload of a JWT, as old clients decode it to read `userId`. */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export const FARM_PLACE_IN = { pincode: 413512, state: 'Maharashtra', district: 'Latur' };

export function farmerSignup(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    password: 'secre1',
    firstName: 'Ramesh',
    lastName: 'Patil',
    farmName: 'Patil Farms',
    expenditure: 0,
    income: 0,
    profit: 0,
    loss: 0,
    farmLocation: [FARM_PLACE_IN],
    ...extra,
  };
}

export function userSignup(username: string, extra: Record<string, unknown> = {}) {
  return {
    username,
    password: 'secre1',
    firstName: 'Anita',
    lastName: 'Sharma',
    phoneNumber: '9876543210',
    address: [{ pincode: 110001, state: 'Delhi', district: 'New Delhi' }],
    ...extra,
  };
}

export interface LegacyAccount {
  id: string;
  token: string;
}

export async function signUpFarmer(email: string): Promise<LegacyAccount> {
  const res = await legacy<{ farmerId: string; token: string }>('POST', '/sign', { body: farmerSignup(email) });
  expect(res.status).toBe(200);
  return { id: res.body.farmerId, token: res.body.token };
}

export async function signUpUser(email: string): Promise<LegacyAccount> {
  const res = await legacy<{ UserId: string; token: string }>('POST', '/signUpUSER', { body: userSignup(email) });
  expect(res.status).toBe(200);
  return { id: res.body.UserId, token: res.body.token };
}

/** Expects a refusal with `status` and an `error` text (containing `error` when given). */
export function expectError(res: Answer, status: number, error?: string | RegExp): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(typeof res.body.error).toBe('string');
  if (error !== undefined) expect(res.body.error).toMatch(error);
}

/**
 * Old clients send no request id, so the API treats identical orders within one
 * 30-second window of the functions' clock (this machine's) as one. A spec that
 * repeats an order to see it land on the same id starts early in a window, or the
 * repeat could fall in the next one and rightly make a second order.
 */
export async function atWindowStart(needMs = 10_000): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
