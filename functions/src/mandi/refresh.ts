import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../lib/admin';
import { mandiSettings, type MandiSettings } from '../lib/provider-settings';
import type { StoredQuote } from '../shared/mandi';
import { fetchAllRecords, type FetchOptions } from './agmarknet-client';
import { districtCentroid } from './district-geo';
import { expiredDays, historyDays, mergeQuotes, sameQuote, sameQuotes } from './merge-quotes';
import { normaliseRecords, type DayQuote } from './normalise-records';
import { Batches, historyDoc, pricesDoc } from './quotes-store';
import { updateProductsOf } from './update-products';

// One refresh of the mandi prices, for the scheduled function and the admins'
// manual run: fetch the day's Agmarknet records, keep each district's latest
// quote per produce (mandiPrices/{produce}) and its modal price per day
// (…/history/{districtKey}), then bring every product of a changed produce up to
// date. Reads: one document per produce in the answer, plus the products of the
// produces whose quotes changed; no read per history document.

export interface RefreshResult {
  /** False when no MANDI_API_KEY is set: nothing was fetched or written. */
  configured: boolean;
  /** False when a page after the first failed: the pages before it were stored. */
  complete: boolean;
  /** Records the source sent. */
  records: number;
  /** Quotes made from them (one per produce, district and day). */
  quotes: number;
  productsUpdated: number;
}

const KEYLESS_NOTE =
  'Mandi prices are off: MANDI_API_KEY is not set. Get a free key from https://data.gov.in (sign up), then ' +
  'put MANDI_API_KEY=… in functions/.env.local for the emulator, or run ' +
  '`firebase functions:secrets:set MANDI_API_KEY` for a deployed project.';

function byProduce(quotes: readonly DayQuote[]): Map<string, DayQuote[]> {
  const out = new Map<string, DayQuote[]>();
  for (const q of quotes) out.set(q.produce, [...(out.get(q.produce) ?? []), q]);
  return out;
}

/** Throws MandiSourceError when the source gave nothing usable (its first page failed). */
export async function refreshMandi(
  settings: MandiSettings = mandiSettings(),
  nowMs = Date.now(),
  options: FetchOptions = {},
): Promise<RefreshResult> {
  if (!settings.apiKey) {
    logger.warn(KEYLESS_NOTE);
    return { configured: false, complete: true, records: 0, quotes: 0, productsUpdated: 0 };
  }
  const fetched = await fetchAllRecords(settings, options);
  const { quotes, skipped } = normaliseRecords(fetched.records);
  const fresh = byProduce(quotes);
  const produces = [...fresh.keys()].sort();

  const snaps = produces.length ? await db.getAll(...produces.map(pricesDoc)) : [];
  const batches = new Batches();
  const changed = new Map<string, Record<string, StoredQuote>>();
  const expired = Object.fromEntries(expiredDays(nowMs).map((d) => [d, FieldValue.delete()]));
  produces.forEach((produce, i) => {
    const stored = (snaps[i].get('quotes') as Record<string, StoredQuote> | undefined) ?? {};
    const merged = mergeQuotes(stored, fresh.get(produce)!, districtCentroid, nowMs);
    if (sameQuotes(stored, merged)) return;
    changed.set(produce, merged);
    batches.set(pricesDoc(produce), { produce, updatedAt: Timestamp.fromMillis(nowMs), quotes: merged });
    // History only where the district's quote changed: a record seen again writes nothing.
    for (const [districtKey, days] of historyDays(fresh.get(produce)!, nowMs)) {
      if (sameQuote(stored[districtKey], merged[districtKey])) continue;
      batches.set(historyDoc(produce, districtKey), { days: { ...expired, ...days } }, true);
    }
  });
  await batches.commit();

  let productsUpdated = 0;
  for (const [produce, merged] of changed) productsUpdated += await updateProductsOf(produce, merged);

  const result = {
    configured: true,
    complete: fetched.complete,
    records: fetched.records.length,
    quotes: quotes.length,
    productsUpdated,
  };
  logger.info('mandi prices refreshed', {
    ...result,
    pages: fetched.pages,
    producesChanged: changed.size,
    writes: batches.writes,
    skipped,
  });
  return result;
}
