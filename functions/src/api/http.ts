import type { Request, Response } from 'express';
import { HttpsError } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions';
import type { z } from 'zod';
import { firstIssue, parseForPeople, type Role } from '../shared';

/** An answer with a status code the old clients react to (300, 404, ...) and an `error` text. */
export class LegacyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

// How the shared logic's HttpsError codes read over plain HTTP.
const STATUS_OF: Partial<Record<HttpsError['code'], number>> = {
  'invalid-argument': 400,
  'failed-precondition': 400,
  'out-of-range': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  aborted: 409,
  'resource-exhausted': 429,
  unavailable: 503,
  'deadline-exceeded': 503,
};

export function sendError(res: Response, error: unknown): void {
  if (error instanceof LegacyError) {
    res.status(error.status).json({ error: error.message, message: error.message });
    return;
  }
  if (error instanceof HttpsError) {
    const status = STATUS_OF[error.code] ?? 500;
    if (status === 500) logger.error('legacy api: internal error', error);
    // The shared logic's stable error code (details.code), when it gives one.
    const code = (error.details as { code?: unknown } | undefined)?.code;
    res
      .status(status)
      .json({ error: error.message, message: error.message, ...(typeof code === 'string' ? { code } : {}) });
    return;
  }
  logger.error('legacy api: unexpected error', error);
  res.status(500).json({ error: 'Something went wrong; please try again', message: 'Internal error' });
}

/** Parses `data` or answers 400 with the first human message (zod, with the shared texts). */
export function parseBody<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = parseForPeople(schema, data);
  if (!result.success) throw new LegacyError(400, firstIssue(result.error));
  return result.data;
}

/** A required query parameter, as a plain string (not an array, not empty). */
export function queryParam(req: Request, name: string): string {
  const v = req.query[name];
  if (typeof v !== 'string' || v.trim() === '') throw new LegacyError(400, `The query parameter ${name} is required`);
  return v.trim();
}

export interface Caller {
  uid: string;
  role: Role | null;
}

/** A route's context: the request, the matched path parameters, and the caller once checked. */
export interface RouteContext {
  req: Request;
  params: Record<string, string>;
  /** The verified caller; throws 401 when the request carries no valid token. */
  caller(): Promise<Caller>;
  /** The caller when a valid token came with the request, else null (public routes). */
  optionalCaller(): Promise<Caller | null>;
}

export interface RouteAnswer {
  status?: number;
  body: unknown;
  /** Extra response headers (e.g. Cache-Control on public answers). */
  headers?: Record<string, string>;
}

export type Handler = (ctx: RouteContext) => Promise<RouteAnswer>;

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Like '/blogs/:id/like'; each segment either literal or a :param. */
  path: string;
  handler: Handler;
}

/** 403 unless `id` (from the path or query) is the caller's own uid. */
export function requireSelf(caller: Caller, id: string): void {
  if (caller.uid !== id) throw new LegacyError(403, 'This id is not yours: log in as this account first');
}
