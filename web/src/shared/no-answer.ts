// Failures that mean the request never got an answer (no network), as opposed
// to a refusal from a server that did answer.
const NO_ANSWER = new Set([
  '',
  'unavailable',
  'auth/network-request-failed',
  'functions/internal',
  'functions/unavailable',
  'functions/deadline-exceeded',
  'functions/unknown',
]);

/** Whether `error` says the server never answered (rather than refused). */
export function noAnswer(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return NO_ANSWER.has(typeof code === 'string' ? code : '');
}
