// Read without importing Firebase Auth (see session.ts, which writes it).
export function hadSession(): boolean {
  try {
    return localStorage.getItem('kh.session') === '1';
  } catch {
    return true;
  }
}

/**
 * A first-time visitor on the landing page or the market: no session hint, so
 * no Firebase Auth until their first tap (app.tsx). The store starts them
 * signed out, so the first render is already the visitor's screen: setting it
 * after that render re-rendered the header and the page in one blocking task.
 */
export function visitorWithoutAuth(path: string): boolean {
  return (path === '/' || path === '/marketplace') && !hadSession();
}
