// Read without importing Firebase Auth (see session.ts, which writes it).
export function hadSession(): boolean {
  try {
    return localStorage.getItem('kh.session') === '1';
  } catch {
    return true;
  }
}
