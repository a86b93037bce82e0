// A local stand-in for Firebase Hosting's compression: the hosting emulator
// serves files uncompressed, while the hosted site sends text gzip- or
// brotli-encoded. This proxy forwards to the emulator and gzips text answers,
// so Lighthouse can also be run as a phone on the hosted site would see it.
import { createServer, request } from 'node:http';
import { gzipSync } from 'node:zlib';

/** The gzip level this proxy sends; size.mjs and the byte budget size bytes the same way. */
export const GZIP_LEVEL = 6;

const TEXT = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** Starts the proxy on a free port; resolves with its base URL and a close(). */
export function startCompressingProxy(target = 'http://127.0.0.1:5000') {
  const to = new URL(target);
  const server = createServer((req, res) => {
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
          const gzip =
            TEXT.test(String(headers['content-type'] ?? '')) &&
            /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
          const out = gzip ? gzipSync(body, { level: GZIP_LEVEL }) : body;
          if (gzip) {
            headers['content-encoding'] = 'gzip';
            headers.vary = 'Accept-Encoding';
          }
          headers['content-length'] = String(out.length);
          delete headers['transfer-encoding'];
          res.writeHead(up.statusCode ?? 502, headers);
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
        close: () => {
          server.closeAllConnections();
          return new Promise((r) => server.close(r));
        },
      });
    });
  });
}
