// Who may start a purchase, checked before the dialog opens so people get the
// spec's message at once; placeBuyRequest enforces the same on the server.

export interface Buyer {
  status: 'loading' | 'signedOut' | 'signedIn';
  role: 'farmer' | 'user' | null;
  uid: string | null;
}

/** The i18n key of the reason this person cannot buy `product`, or null when they can. */
export function buyBlocker(who: Buyer, product: { farmerId: string }): string | null {
  if (who.status === 'loading') return 'common.pleaseWait';
  if (who.role === 'farmer') return 'market.asFarmer';
  // A visitor, or an account whose signup never finished, has no buyer profile.
  if (who.status !== 'signedIn' || who.role !== 'user') return 'market.asVisitor';
  if (who.uid === product.farmerId) return 'market.ownProduct';
  return null;
}

// Codes after which the buy request may or may not have reached the server:
// the network dropped (the SDK reports a lost answer as 'internal'), a timeout,
// or an error without a code. A refusal from the function has its own code.
const UNCONFIRMED = new Set([
  'functions/internal',
  'functions/unavailable',
  'functions/deadline-exceeded',
  'functions/unknown',
]);

/** Whether a failed buy call may still have placed the order (so a retry with the same id is the way on). */
export function answerMayBeLost(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code !== 'string' || !code.startsWith('functions/') || UNCONFIRMED.has(code);
}
