import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

// web-push-testing, a local Web Push service (VAPID checked, aes128gcm
// decrypted, subscriptions that can be expired to answer 410), run as a child
// process on a free port. Specs create subscriptions here and read back what
// each one received, decrypted.

const SERVER_JS = resolve(__dirname, '../../../node_modules/web-push-testing/src/bin/server.js');

export interface LocalSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

export interface LocalPushService {
  base: string;
  subscribe: (applicationServerKey: string) => Promise<LocalSubscription>;
  /** The decrypted payloads the subscription received, oldest first. */
  received: (s: LocalSubscription) => Promise<string[]>;
  /** From now on, pushes to it are answered 410 Gone. */
  expire: (s: LocalSubscription) => Promise<void>;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export async function startLocalPush(): Promise<LocalPushService> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, [SERVER_JS, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  await new Promise<void>((ready, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(`Server running on port ${port}`)) ready();
    });
    child.once('exit', (code) => fail(new Error(`web-push-testing exited (${code}): ${out}`)));
  });

  async function post(path: string, body: unknown = {}): Promise<unknown> {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.headers.get('Content-Type')?.includes('json') ? res.json() : res.text();
  }

  return {
    base,
    subscribe: async (applicationServerKey) =>
      ((await post('/subscribe', { applicationServerKey })) as { data: LocalSubscription }).data,
    received: async (s) =>
      ((await post('/get-notifications', { clientHash: s.clientHash })) as { data: { messages: string[] } }).data
        .messages,
    expire: async (s) => {
      await post(`/expire-subscription/${s.clientHash}`);
    },
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill();
      await once(child, 'exit');
    },
  };
}
