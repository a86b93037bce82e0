/** Whether `error` carries a Firebase error code starting with `prefix` ('auth/', 'functions/'). */
export function hasCode(error: unknown, prefix: string): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith(prefix);
}
