// A local stand-in for Firebase Hosting's edge: the hosting emulator serves
// files uncompressed and runs the function behind a rewrite on every request,
// while the hosted site sends text gzip- or brotli-encoded and its CDN keeps
// what the answer allows it to keep (`public` with `s-maxage` or `max-age`:
// the photos a year, /marketplace's page 30 s). This proxy forwards to the
// emulator, gzips text answers and keeps those answers as the CDN would, so
// Lighthouse runs as a phone on the hosted site would see it, and the phone's
// trace is not slowed by a function serving each photo on the same two cores.
import { createServer, request } from 'node:http';
import { gzipSync } from 'node:zlib';

/** The gzip level this proxy sends; size.mjs and the byte budget size bytes the same way. */
export const GZIP_LEVEL = 6;

const TEXT = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * How long a shared cache may keep an answer, in seconds, from its
 * Cache-Control (RFC 9111: `s-maxage` over `max-age`); 0 when it may not.
 */
export function cdnSeconds(cacheControl) {
  const cc = String(cacheControl ?? '').toLowerCase();
  if (!/\bpublic\b/.test(cc) || /\b(private|no-store|no-cache)\b/.test(cc)) return 0;
  const age = /\bs-maxage=(\d+)/.exec(cc) ?? /\bmax-age=(\d+)/.exec(cc);
  return age ? Number(age[1]) : 0;
}

/** Starts the proxy on a free port; resolves with its base URL and a close(). */
export function startCompressingProxy(target = 'http://127.0.0.1:5000') {
  const to = new URL(target);
  /** url + encoding → { status, headers, body, until } */
  const kept = new Map();
  const server = createServer((req, res) => {
    const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const key = `${wantsGzip ? 'gzip' : 'identity'} ${req.url}`;
    const hit = req.method === 'GET' ? kept.get(key) : undefined;
    if (hit && hit.until > Date.now()) {
      res.writeHead(hit.status, hit.headers);
      res.end(hit.body);
      return;
    }
    const upstream = request(
      {
        host: to.hostname,
        port: to.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (up) => {
        const chunks = [];
        up.on('data', (c) => chunks.push(c));
        up.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers = { ...up.headers };
          const gzip = TEXT.test(String(headers['content-type'] ?? '')) && wantsGzip;
          const out = gzip ? gzipSync(body, { level: GZIP_LEVEL }) : body;
          if (gzip) {
            headers['content-encoding'] = 'gzip';
            headers.vary = 'Accept-Encoding';
          }
          headers['content-length'] = String(out.length);
          delete headers['transfer-encoding'];
          const status = up.statusCode ?? 502;
          const seconds = req.method === 'GET' && status === 200 ? cdnSeconds(headers['cache-control']) : 0;
          if (seconds > 0) kept.set(key, { status, headers, body: out, until: Date.now() + seconds * 1000 });
          res.writeHead(status, headers);
          res.end(out);
        });
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        // Idle kept-alive connections (a browser's, another proxy's) would hold close() open.
        /**
         * Asks for `path` and every photo its HTML names (the preloads' URLs and
         * the first page's photo ids, 32 hex digits), as earlier visitors would
         * have: the CDN then holds what it would hold for a busy page.
         */
        warm: async (path) => {
          const base = `http://127.0.0.1:${port}`;
          const html = await (await fetch(base + path)).text();
          const photos = new Set(html.match(/(?<=["/])[a-f0-9]{32}(?=")/g) ?? []);
          for (const id of photos) await (await fetch(`${base}/photos/${id}`)).arrayBuffer();
          return photos.size;
        },
        close: () => {
          server.closeAllConnections();
          return new Promise((r) => server.close(r));
        },
      });
    });
  });
}
