/**
 * `load` (a chunk's import, usually) started at most once: its promise is kept and shared,
 * and forgotten after a failure, so the next call tries again (a download that failed on a
 * patchy network is not failed for good).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
