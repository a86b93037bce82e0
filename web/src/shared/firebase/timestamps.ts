/** Firestore Timestamp (or pending server timestamp) to epoch ms, without importing the SDK type. */
export function toMillis(value: unknown, fallback = Date.now()): number {
  if (value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function') {
    return (value as { toMillis: () => number }).toMillis();
  }
  if (typeof value === 'number') return value;
  return fallback;
}
