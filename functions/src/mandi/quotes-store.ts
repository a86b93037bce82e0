import type { DocumentReference, Firestore, WriteBatch } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { produceKeyOf } from '../shared/produce-category';
import type { StoredQuote } from '../shared/mandi';
import { romanizeDevanagari } from '../shared/search-tokens';

// Where the quotes live (shared/mandi.ts has the layout): functions only, closed
// to clients by firestore.rules.

export const MANDI_PRICES = 'mandiPrices';

export const pricesDoc = (produce: string) => db.collection(MANDI_PRICES).doc(produce);
export const historyDoc = (produce: string, districtKey: string) =>
  pricesDoc(produce).collection('history').doc(districtKey);

/** A product title's produce key, matched as search matches (Devanagari romanised too). */
export const produceKeyForTitle = (title: string) => produceKeyOf(title, romanizeDevanagari);

/** The stored quotes of a produce, by district key ({} when it has none). */
export async function readQuotes(produce: string): Promise<Record<string, StoredQuote>> {
  const snap = await pricesDoc(produce).get();
  return (snap.get('quotes') as Record<string, StoredQuote> | undefined) ?? {};
}

/**
 * Writes in batches of at most 400 operations (Firestore allows 500 per batch;
 * the margin leaves room should a write grow transforms later).
 */
export class Batches {
  private batch: WriteBatch;
  private size = 0;
  private pending: Promise<unknown>[] = [];
  writes = 0;

  constructor(private readonly store: Firestore = db) {
    this.batch = store.batch();
  }

  add(write: (b: WriteBatch) => void): void {
    write(this.batch);
    this.writes++;
    if (++this.size >= 400) this.flush();
  }

  set(ref: DocumentReference, data: Record<string, unknown>, merge = false): void {
    this.add((b) => (merge ? b.set(ref, data, { merge: true }) : b.set(ref, data)));
  }

  private flush(): void {
    if (this.size === 0) return;
    this.pending.push(this.batch.commit());
    this.batch = this.store.batch();
    this.size = 0;
  }

  async commit(): Promise<void> {
    this.flush();
    await Promise.all(this.pending);
    this.pending = [];
  }
}
