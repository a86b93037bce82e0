import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { firstIssue, isRole, type Role } from '../shared';

export interface Caller {
  uid: string;
  role: Role | null;
  email: string | null;
}

export function requireAuth(req: CallableRequest<unknown>): Caller {
  if (!req.auth) throw new HttpsError('unauthenticated', 'Please log in first');
  const role = req.auth.token.role;
  return { uid: req.auth.uid, role: isRole(role) ? role : null, email: req.auth.token.email ?? null };
}

/** Parses `data` with `schema` or throws invalid-argument with the first human message. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpsError('invalid-argument', firstIssue(result.error));
  return result.data;
}
