import { onRequest } from 'firebase-functions/v2/https';
import { RUN } from '../config';
import { db } from '../lib/admin';
import { PHOTOS } from './photo-store';

const ID_RE = /^[a-f0-9]{32}$/;
/** A photo's bytes never change at its URL (the id hashes them), so the CDN and browsers keep it a year. */
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * GET /photos/{id}: a stored photo's bytes, behind Hosting's rewrite (and at the
 * function's own URL as /{id}). A repeat view is answered by Hosting's CDN or
 * the browser's cache, not by this function or Firestore. An unknown id is a
 * short-lived 404, so a photo deleted by its farmer disappears.
 */
export const photo = onRequest({ ...RUN.light }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').send('Only GET');
    return;
  }
  const id = req.path.split('/').pop() ?? '';
  const snap = ID_RE.test(id) ? await db.collection(PHOTOS).doc(id).get() : null;
  const bytes: unknown = snap?.get('bytes');
  if (!snap?.exists || !Buffer.isBuffer(bytes)) {
    res.status(404).set('Cache-Control', 'public, max-age=60').send('No such photo');
    return;
  }
  res
    .status(200)
    .set('Content-Type', String(snap.get('type')))
    .set('Cache-Control', FOREVER)
    .set('X-Content-Type-Options', 'nosniff')
    .send(bytes);
});
