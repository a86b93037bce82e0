import type { Request, Response } from 'express';
import { verifyCaller } from './auth-token';
import { LegacyError, sendError, type Caller, type Route, type RouteContext } from './http';

// Hosting's rewrite hands the function the full path (/api/login); the
// function's own URL only the rest (/login). Both must reach the same route.
export function routePath(raw: string): string {
  const path = raw.replace(/\/+$/, '') || '/';
  return path === '/api' ? '/' : path.startsWith('/api/') ? path.slice(4) : path;
}

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      if (g === '') return null;
      params[w.slice(1)] = decodeURIComponent(g);
    } else if (w !== g) return null;
  }
  return params;
}

function context(req: Request, params: Record<string, string>): RouteContext {
  let verified: Promise<Caller | null> | undefined;
  const once = () => (verified ??= verifyCaller(req, false));
  return {
    req,
    params,
    async caller() {
      const c = await once();
      if (c) return c;
      // Run the strict check only to get the right 401 text (missing vs invalid).
      await verifyCaller(req, true);
      throw new LegacyError(401, 'Please log in');
    },
    optionalCaller: once,
  };
}

export function createRouter(routes: Route[]) {
  return async (req: Request, res: Response): Promise<void> => {
    const path = routePath(req.path);
    try {
      const found = routes
        .map((r) => ({ r, params: match(r.path, path) }))
        .filter((x): x is { r: Route; params: Record<string, string> } => x.params !== null);
      if (found.length === 0) throw new LegacyError(404, `No route ${req.method} ${path}`);
      const hit = found.find((x) => x.r.method === req.method);
      if (!hit) throw new LegacyError(405, `${req.method} is not allowed on ${path}`);
      const answer = await hit.r.handler(context(req, hit.params));
      if (answer.headers) res.set(answer.headers);
      res.status(answer.status ?? 200).json(answer.body);
    } catch (error) {
      sendError(res, error);
    }
  };
}
