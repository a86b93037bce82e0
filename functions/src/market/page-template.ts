import { logger } from 'firebase-functions';

// The site's index.html, which marketPage (market-page.ts) writes the first
// page into, and what it answers when it has none.

/**
 * How long index.html may take. Hosting serves it from its CDN in tens of
 * milliseconds, so 2 s means Hosting is in trouble; without a bound the phone
 * would wait on the function until its 30 s timeout, with nothing on screen.
 */
export const TEMPLATE_TIMEOUT_MS = 2000;

/**
 * The last index.html each site gave this instance, answered when a fetch
 * fails or is too slow: an older copy of the app shell beats no page. One
 * entry per site, and only the project's own sites get here (hostingOrigin),
 * so it stays a handful of strings.
 */
const lastGood = new Map<string, string>();

export interface Template {
  html: string;
  /** False when the copy kept from an earlier request stood in for the fetch. */
  fresh: boolean;
}

/** The site's index.html now, or the last one it gave, or null when this instance never had one. */
export async function templateFor(origin: string): Promise<Template | null> {
  try {
    // The signal bounds the body as well as the headers.
    const res = await fetch(`${origin}/index.html`, { signal: AbortSignal.timeout(TEMPLATE_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`index.html answered ${res.status}`);
    const html = await res.text();
    lastGood.set(origin, html);
    return { html, fresh: true };
  } catch (error) {
    const kept = lastGood.get(origin);
    logger.warn('market page: index.html not fetched', { origin, error: String(error), kept: kept !== undefined });
    return kept === undefined ? null : { html: kept, fresh: false };
  }
}

/**
 * Seconds a phone waits before asking again when there is no page at all
 * (Retry-After and the page's refresh): long enough that a crowd of phones
 * does not pile onto a Hosting that is already struggling, short enough that
 * a brief fault costs a farmer only a moment.
 */
export const RETRY_AFTER_S = 10;

/**
 * The answer with no index.html to send (a 503): says in English and Hindi that
 * the market is loading, and reloads the same address by itself (query string
 * included, so a `?buy=` link still opens its dialog). No script and no style,
 * so the site's Content-Security-Policy has nothing to refuse.
 */
export const LOADING_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta http-equiv="refresh" content="${RETRY_AFTER_S}">
    <title>Krishi Haat</title>
  </head>
  <body>
    <h1>The market is loading</h1>
    <p>This page will try again in a few seconds.</p>
    <h1 lang="hi">बाज़ार खुल रहा है</h1>
    <p lang="hi">यह पेज कुछ ही सेकंड में अपने आप फिर से खुलेगा।</p>
    <p><a href="">Try again now</a> · <a href="" lang="hi">अभी फिर से खोलें</a></p>
  </body>
</html>
`;
