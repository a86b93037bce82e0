import type { GetMandiHintInput, MandiHint } from '@shared/mandi';
import { callable } from '@/shared/firebase/functions';

const getMandiHint = callable<GetMandiHintInput, MandiHint>('getMandiHint');

// The hint is a help, not a gate: a slow network gets no hint rather than a
// "…" that waits for the SDK's own 70 s timeout.
const TIMEOUT_MS = 10_000;

/**
 * The server's quote for a product title near the signed-in farmer's farm (their
 * district's, or the nearest district's with its km); null when the title names
 * no produce we know or no mandi has a price for it. Rejects on failure. Unchecked:
 * the caller passes it through mandiQuoteOf (shared/mandi-quote.ts), which the
 * products page already has (a check here would be a chunk of its own).
 */
export async function fetchMandiQuote(title: string): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('getMandiHint: timed out')), TIMEOUT_MS);
  });
  try {
    const answer: unknown = await Promise.race([getMandiHint({ title }), late]);
    return (answer as Partial<MandiHint> | null)?.quote ?? null;
  } finally {
    clearTimeout(timer);
  }
}
