import type { Role } from '@shared/roles';

// Where login returns to: a page of this app only (a path starting with one "/"),
// never another site ("//evil.example", "https://…") and never the login or
// signup pages themselves.

/** The page to land on after login, or null when `raw` is not a safe page of this app. */
export function returnPath(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  const path = raw.split(/[?#]/)[0];
  if (path === '/login' || path === '/signup') return null;
  return raw;
}

/** /login or /signup on the panel of `role`, with the page to come back to. */
export function authPath(page: '/login' | '/signup', role: Role | null, from: string | null): string {
  const params = new URLSearchParams();
  if (role === 'user') params.set('as', 'user');
  if (returnPath(from)) params.set('next', from as string);
  const query = params.toString();
  return query ? `${page}?${query}` : page;
}
