import { applicationDefault } from 'firebase-admin/app';
import { logger } from 'firebase-functions';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { RUN } from '../config';
import '../lib/admin';
import { queryOf, withFirstPage } from './first-page';

/**
 * /marketplace for a first visit (Hosting rewrites that path here): the app's
 * index.html with the market's first page in it, so the cards paint with the
 * HTML instead of one Firestore round trip (a new origin: DNS, TCP, TLS) later.
 * Hosting's CDN keeps the answer 30 s (`s-maxage`), so the function runs at
 * most about twice a minute per edge however many people open the market; the
 * page's live listener brings what changed since. A visit the service worker
 * serves (a returning phone) never comes here. If the query fails, the page is
 * the plain index.html, which fetches the first page itself as before.
 */
export const marketPage = onRequest({ ...RUN.light }, async (req, res) => {
  const origin = hostingOrigin(req);
  if (!origin) {
    res.status(400).type('text').send('Unknown host');
    return;
  }
  const template = await fetch(`${origin}/index.html`).then(
    (r) => (r.ok ? r.text() : null),
    () => null,
  );
  if (!template) {
    res.status(502).type('text').send('The app could not be loaded. Please try again.');
    return;
  }
  let html = template;
  try {
    const body = queryOf(template);
    if (body) html = withFirstPage(template, await runQuery(body));
  } catch (error) {
    logger.warn('market page: first page not written into the HTML', { error: String(error) });
  }
  res.set('Cache-Control', 'public, max-age=0, s-maxage=30').type('html').send(html);
});

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

/** The first page as the REST API answers it, read with the function's own rights. */
async function runQuery(body: unknown): Promise<unknown[]> {
  const project = process.env.GCLOUD_PROJECT;
  const path = `/v1/projects/${project}/databases/(default)/documents:runQuery`;
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const url = emulator ? `http://${emulator}${path}` : `https://firestore.googleapis.com${path}`;
  const token = emulator ? 'owner' : (await applicationDefault().getAccessToken()).access_token;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(3000),
  });
  if (!res.ok) throw new Error(`runQuery ${res.status}`);
  return (await res.json()) as unknown[];
}
