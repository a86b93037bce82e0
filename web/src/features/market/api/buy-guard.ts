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
