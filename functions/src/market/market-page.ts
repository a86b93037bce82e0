import { applicationDefault } from 'firebase-admin/app';
import { logger } from 'firebase-functions';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { RUN } from '../config';
import '../lib/admin';
import { queryOf, withFirstPage } from './first-page';
import { LOADING_PAGE, RETRY_AFTER_S, templateFor } from './page-template';

/**
 * How long the first-page query may take, the access token for it included.
 * Past it the page goes without its first page (the app fetches it itself),
 * which beats a phone waiting on a slow Firestore. With index.html's own bound
 * (TEMPLATE_TIMEOUT_MS, 2 s) a request is answered within about 5 s.
 */
const QUERY_TIMEOUT_MS = 3000;

/** Only a page with its first page written in, from a fresh index.html: the CDN keeps it 30 s. */
const CACHED = 'public, max-age=0, s-maxage=30';
/**
 * Any other page (the query failed, or the index.html kept from an earlier
 * request stood in): the CDN must not keep it, or one brief Firestore error
 * would serve every phone an empty first page for 30 s. `private` keeps it
 * out of the CDN and `no-cache` makes the browser ask again each time, as
 * max-age=0 does above. Not `no-store`: that would also keep the page out of
 * the phone's back/forward cache, for no gain.
 */
const NOT_CACHED = 'private, no-cache';

/**
 * /marketplace for a first visit (Hosting rewrites that path here): the app's
 * index.html with the market's first page in it, so the cards paint with the
 * HTML instead of one Firestore round trip (a new origin: DNS, TCP, TLS) later.
 * Hosting's CDN keeps the answer 30 s (`s-maxage`), so the function runs at
 * most about twice a minute per edge however many people open the market; the
 * page's live listener brings what changed since. A returning phone's service
 * worker asks here too (network first; its precached shell after 3 s, or at once
 * offline: web/src/sw.ts). If the query fails, the page is
 * the plain index.html, which fetches the first page itself as before. This
 * function alone sets /marketplace's Cache-Control (firebase.json sets none
 * there), so a fallback is never kept by the CDN.
 */
export const marketPage = onRequest({ ...RUN.light }, async (req, res) => {
  const origin = hostingOrigin(req);
  if (!origin) {
    res.status(400).type('text').send('Unknown host');
    return;
  }
  const template = await templateFor(origin);
  if (!template) {
    // Never kept anywhere: the next try must reach the function again.
    res.status(503).set({ 'Retry-After': String(RETRY_AFTER_S), 'Cache-Control': 'no-store' });
    res.type('html').send(LOADING_PAGE);
    return;
  }
  const html = await withFirstPageIfAny(template.html);
  const cacheable = html !== null && template.fresh;
  res
    .set('Cache-Control', cacheable ? CACHED : NOT_CACHED)
    .type('html')
    .send(html ?? template.html);
});

/** The template with the first page written in, or null when the query is missing, fails or is too slow. */
async function withFirstPageIfAny(template: string): Promise<string | null> {
  try {
    const body = queryOf(template);
    if (!body) return null;
    const html = withFirstPage(template, await runQuery(body, AbortSignal.timeout(QUERY_TIMEOUT_MS)));
    return html === template ? null : html;
  } catch (error) {
    logger.warn('market page: first page not written into the HTML', { error: String(error) });
    return null;
  }
}

/**
 * Where this request's index.html is: the site Hosting forwarded it from. Only
 * the project's own Hosting sites (and, on the emulator, this machine), so a
 * request made to the function's own URL with another Host cannot make it fetch
 * and repeat another site's page.
 */
function hostingOrigin(req: Request): string | null {
  const host = String(req.get('x-forwarded-host') ?? req.get('host') ?? '')
    .split(',')[0]
    .trim();
  const project = process.env.GCLOUD_PROJECT ?? '';
  const extra = (process.env.HOSTING_SITES ?? '').split(',').filter(Boolean);
  if (process.env.FUNCTIONS_EMULATOR === 'true' && /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host))
    return `http://${host}`;
  const own = [`${project}.web.app`, `${project}.firebaseapp.com`, ...extra];
  return own.includes(host) ? `https://${host}` : null;
}

/** The first page as the REST API answers it, read with the function's own rights, within `signal`. */
async function runQuery(body: unknown, signal: AbortSignal): Promise<unknown[]> {
  const project = process.env.GCLOUD_PROJECT;
  const path = `/v1/projects/${project}/databases/(default)/documents:runQuery`;
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const url = emulator ? `http://${emulator}${path}` : `https://firestore.googleapis.com${path}`;
  const token = emulator ? 'owner' : (await beforeAbort(applicationDefault().getAccessToken(), signal)).access_token;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok) throw new Error(`runQuery ${res.status}`);
  return (await res.json()) as unknown[];
}

/** `promise`, or a rejection once `signal` aborts (for a call that takes no signal). */
function beforeAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
