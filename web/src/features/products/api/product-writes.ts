// What the worker's product writes (products-queries.ts) answer, shared with
// the page (products-api.ts) without the page loading the worker's code.

/**
 * A write's answers, in order: whether it waits on the phone (`queued`), then
 * that the server has it (`sent`). Offline the first comes at once; online
 * both come when the server confirms.
 */
export type WriteStep = { queued: boolean } | { sent: true };

/** The error code that crosses to the page when the profile has no farm location to copy. */
export const NO_FARM = 'products/no-farm';
