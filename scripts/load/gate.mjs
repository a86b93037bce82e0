// Gates between the load's clients (the phones) and the emulators, for the fault
// run's restart: TCP pass-throughs on ports 10,000 above each emulator's, which
// new clients use once opened (CLIENT_PORTS). cut() drops every connection and
// refuses new ones, as a server that went away does; open() lets them through
// again. The Admin SDK (checks, the operator's claim) connects directly.
import { createConnection, createServer } from 'node:net';
import { CLIENT_PORTS } from '../bench/clients.mjs';

const OFFSET = 10_000;

function gate(target) {
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = createConnection({ host: '127.0.0.1', port: target });
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  const listen = () =>
    new Promise((resolve, reject) => server.once('error', reject).listen(target + OFFSET, '127.0.0.1', resolve));
  return {
    listen,
    cut: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

/** Opens a gate before each emulator the clients use and points new clients at them; answers { cut, open }. */
export async function openGates() {
  const gates = Object.entries(CLIENT_PORTS).map(([name, port]) => ({ name, port, g: gate(port) }));
  await Promise.all(gates.map(({ g }) => g.listen()));
  for (const { name, port } of gates) CLIENT_PORTS[name] = port + OFFSET;
  return {
    cut: () => Promise.all(gates.map(({ g }) => g.cut())),
    open: () => Promise.all(gates.map(({ g }) => g.listen())),
  };
}
