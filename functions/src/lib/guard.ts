import type { CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { isRole, issueCode, parseForPeople, type Role } from '../shared';
import { refusal } from './refusal';

export interface Caller {
  uid: string;
  role: Role | null;
  email: string | null;
}

export function requireAuth(req: CallableRequest<unknown>): Caller {
  if (!req.auth) throw refusal('unauthenticated', 'account/log-in-first');
  const role = req.auth.token.role;
  return { uid: req.auth.uid, role: isRole(role) ? role : null, email: req.auth.token.email ?? null };
}

/** Parses `data` with `schema` or throws invalid-argument with the first human message. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = parseForPeople(schema, data);
  // The code of the schema's own message; its English is the table's, word for word.
  if (!result.success) throw refusal('invalid-argument', issueCode(result.error));
  return result.data;
}
