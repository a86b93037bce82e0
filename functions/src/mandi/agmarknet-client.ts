import { logger } from 'firebase-functions';
import type { MandiSettings } from '../lib/provider-settings';

// data.gov.in's "current daily price of various commodities from various markets
// (mandi)" (Agmarknet): GET /resource/<id>?api-key=…&format=json&offset=…&limit=…,
// answering { records, total, count, offset, limit }. A day holds a few thousand
// records, so the refresh pages through it, at most MAX_PAGES pages of PAGE_LIMIT.

export const AGMARKNET_RESOURCE = '9ef84268-d588-465a-a308-a864a43d0070';
export const PAGE_LIMIT = 1000;
export const MAX_PAGES = 30;
/** Tries per page: a 429, a 5xx, a timeout or a dropped connection is tried again, twice. */
export const TRIES = 3;
const RETRY_AFTER_MAX_MS = 10_000;

export type SourceProblem = 'xml' | 'refused' | 'unreachable' | 'bad-body';

/** Why the source gave nothing usable; the message never carries the URL (it holds the key). */
export class MandiSourceError extends Error {
  constructor(
    readonly problem: SourceProblem,
    message: string,
  ) {
    super(message);
  }
}

export interface Filters {
  state?: string;
  commodity?: string;
}

export interface FetchOptions {
  filters?: Filters;
  /** Waits between tries; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

export interface Fetched {
  records: unknown[];
  /** Pages read. */
  pages: number;
  /** False when a page after the first failed: what came before it is still good. */
  complete: boolean;
}

interface Page {
  records: unknown[];
  total: number | null;
}

/**
 * The offsets of the pages after the first, for `total` records (null when the
 * answer did not say: then up to the page cap, stopping at the first short page).
 */
export function pagePlan(total: number | null, limit = PAGE_LIMIT, maxPages = MAX_PAGES): number[] {
  const pages = Math.min(maxPages, total === null ? maxPages : Math.ceil(total / limit));
  return Array.from({ length: Math.max(0, pages - 1) }, (_, i) => (i + 1) * limit);
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function waitBefore(attempt: number, retryAfter: string | null): number {
  const seconds = Number(retryAfter);
  if (retryAfter !== null && Number.isFinite(seconds) && seconds >= 0)
    return Math.min(seconds * 1000, RETRY_AFTER_MAX_MS);
  return 1000 * 2 ** (attempt - 1); // 1 s, then 2 s
}

function readPage(contentType: string, body: string): Page {
  // Without format=json (a proxy dropping the query, a changed default) the API answers XML.
  if (/xml/i.test(contentType) || body.trimStart().startsWith('<')) {
    throw new MandiSourceError('xml', 'the mandi price source answered XML, not JSON');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new MandiSourceError('bad-body', 'the mandi price source answered something that is not JSON');
  }
  const p = parsed as { records?: unknown; total?: unknown };
  if (!p || !Array.isArray(p.records)) {
    throw new MandiSourceError('bad-body', 'the mandi price source answered without records');
  }
  const total = Number(p.total);
  return { records: p.records, total: p.total != null && Number.isFinite(total) && total >= 0 ? total : null };
}

async function getPage(s: MandiSettings, offset: number, o: FetchOptions): Promise<Page> {
  const url = new URL(`${s.baseUrl}/resource/${AGMARKNET_RESOURCE}`);
  url.searchParams.set('api-key', s.apiKey);
  url.searchParams.set('format', 'json');
  url.searchParams.set('offset', String(offset));
  url.searchParams.set('limit', String(PAGE_LIMIT));
  if (o.filters?.state) url.searchParams.set('filters[state]', o.filters.state);
  if (o.filters?.commodity) url.searchParams.set('filters[commodity]', o.filters.commodity);
  let last = '';
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    let retryAfter: string | null = null;
    try {
      const res = await fetch(url, {
        signal: AbortSignal.timeout(s.timeoutMs),
        headers: { accept: 'application/json' },
      });
      const body = await res.text();
      if (res.ok) return readPage(res.headers.get('content-type') ?? '', body);
      // A refused key (401/403) or a bad request does not get better by asking again.
      if (res.status !== 429 && res.status < 500) {
        throw new MandiSourceError('refused', `the mandi price source refused the request (${res.status})`);
      }
      last = `status ${res.status}`;
      retryAfter = res.headers.get('retry-after');
    } catch (error) {
      if (error instanceof MandiSourceError) throw error;
      const name = (error as Error)?.name;
      last = name === 'TimeoutError' || name === 'AbortError' ? 'timed out' : 'unreachable';
    }
    logger.warn('mandi price source failed a try', { offset, attempt, last });
    if (attempt < TRIES) await (o.sleep ?? defaultSleep)(waitBefore(attempt, retryAfter));
  }
  throw new MandiSourceError('unreachable', `the mandi price source failed ${TRIES} times (${last})`);
}

/**
 * Every record of the day, page by page (one at a time: the API rate-limits).
 * The first page failing throws MandiSourceError; a later one ends the run with
 * what came before it, marked incomplete.
 */
export async function fetchAllRecords(s: MandiSettings, o: FetchOptions = {}): Promise<Fetched> {
  const first = await getPage(s, 0, o);
  const records = [...first.records];
  let pages = 1;
  // Some keys get fewer records per page than asked (data.gov.in caps its sample
  // key at 10): step by what the first page held, or records would be skipped.
  const held = first.records.length;
  const step = held > 0 && held < PAGE_LIMIT && first.total !== null && first.total > held ? held : PAGE_LIMIT;
  if (held < step || (first.total !== null && first.total <= held)) return { records, pages, complete: true };
  for (const offset of pagePlan(first.total, step)) {
    try {
      const page = await getPage(s, offset, o);
      records.push(...page.records);
      pages++;
      if (page.records.length < step) break;
    } catch (error) {
      logger.warn('mandi prices: a page failed; keeping the pages before it', { offset, error: String(error) });
      return { records, pages, complete: false };
    }
  }
  return { records, pages, complete: true };
}
