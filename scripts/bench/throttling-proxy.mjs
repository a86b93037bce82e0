// A weak signal for every request a phone makes: an HTTP proxy that Chromium
// sends all traffic through (--proxy-server), the page's, its Web Worker's and
// its service worker's alike. DevTools' network emulation applies to the page
// only, and this app reads its data in a worker. One link for all connections:
// each direction is paced at `kbps` (the bytes queue behind one another) and
// every message also waits half the round trip; a new connection first costs a
// round trip (its handshake). `throttled` can be switched off for set-up steps
// (signing in, warming the service worker) that are not being measured.
import { createServer, request } from 'node:http';
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';

/** Starts the proxy on a free port; resolves with { port, set(on), close() }. */
export function startThrottlingProxy({ kbps = 400, rttMs = 400 } = {}) {
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  let throttled = false;
  // When each direction of the link is next free (performance clock, ms).
  const free = { up: 0, down: 0 };
  /** The delay after which `bytes` sent now in `dir` have arrived at the far end. */
  const delay = (dir, bytes) => {
    if (!throttled) return 0;
    const now = performance.now();
    const start = Math.max(now, free[dir]);
    free[dir] = start + bytes / bytesPerMs;
    return free[dir] - now + rttMs / 2;
  };
  const later = (ms, fn) => (ms > 0 ? setTimeout(fn, ms) : fn());
  const handshake = (socket) => {
    if (!throttled || socket.khShaken) return 0;
    socket.khShaken = true;
    return rttMs;
  };
  /** Copies a stream's chunks over the link in `dir`, in order: each arrives at or after the one before. */
  const pace = (from, to, dir) => {
    let last = Promise.resolve();
    from.on('data', (chunk) => {
      const at = delay(dir, chunk.length);
      const previous = last;
      last = new Promise((resolve) => later(at, () => previous.then(() => resolve(to.write(chunk)))));
    });
    from.on('end', () => last.then(() => to.end()));
  };

  const server = createServer((req, res) => {
    const target = new URL(req.url);
    const headerBytes = 400 + req.url.length;
    const wait = handshake(req.socket) + delay('up', headerBytes);
    const upstream = request({
      host: target.hostname,
      port: target.port || 80,
      path: target.pathname + target.search,
      method: req.method,
      headers: req.headers,
      // Local hops need no kept connections, which would keep the servers behind open.
      agent: false,
    });
    upstream.on('response', (up) => {
      later(delay('down', 300), () => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        pace(up, res, 'down');
        up.on('error', () => res.destroy());
      });
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    later(wait, () => pace(req, upstream, 'up'));
  });
  // CONNECT (a tunnel), paced the same way in both directions.
  server.on('connect', (req, client, head) => {
    const [host, port] = req.url.split(':');
    const upstream = connect(Number(port), host, () => {
      later(handshake(client) + delay('down', 100), () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length) upstream.write(head);
        pace(client, upstream, 'up');
        pace(upstream, client, 'down');
      });
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  // Every socket, tunnels included, so close() need not wait for the browser's idle ones.
  const sockets = new Set();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: server.address().port,
        set: (on) => {
          throttled = on;
          free.up = free.down = 0;
        },
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise((r) => server.close(r));
        },
      });
    });
  });
}
