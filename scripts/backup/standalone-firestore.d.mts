// Types for scripts/backup/standalone-firestore.mjs, so the TypeScript tests can import it.
export interface StandaloneFirestore {
  /** "127.0.0.1:<port>" */
  host: string;
  stop(): Promise<void>;
}
export function startStandaloneFirestore(
  exportDir: string,
  options?: { readyTimeoutMs?: number },
): Promise<StandaloneFirestore>;
