// `node scripts/smoke-start.mjs`: the README's commands as a newcomer runs them,
// on a checkout where nothing is built (.ci/run runs it before `npm test`).
//   1. `npm run format` and `npm run reset` with nothing built or running;
//   2. `npm start`: waits for the printed URL, checks `/` and `/marketplace`
//      (the app's HTML, the market's first page with seeded products), signs in
//      with a printed demo login through the Auth emulator's REST API, reads that
//      person's orders and signs up one new account;
//   3. Ctrl-C (SIGINT to the process group, as a terminal sends it): a clean
//      exit and saved data; `npm start` again: the data and the new account are there;
//   4. `npm run bench -- --smoke` with the build outputs deleted again.
// A developer's own .emulator-data/ is moved aside and put back afterwards.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { expectEqual, expectOk, firstPageTitles, parseLogins, signIn, signUp, ordersOf } from './lib/smoke-checks.mjs';

const URL_LINE = /Krishi Haat is running at (http:\/\/\S+)/;
const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 60_000;
const DATA_DIR = join(ROOT, '.emulator-data');
const BACKUP_DIR = join(ROOT, '.cache/emulator-data-before-smoke');
const BUILT = ['functions/lib', 'web/dist'];
const started = Date.now();
const steps = [];

async function step(name, fn) {
  const t = Date.now();
  process.stdout.write(`smoke: ${name} ... `);
  const result = await fn();
  const s = ((Date.now() - t) / 1000).toFixed(1);
  console.log(`ok (${s} s)`);
  steps.push(`${name}: ${s} s`);
  return result;
}

function npm(args) {
  const r = spawnSync('npm', ['--silent', ...args], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} exited with ${r.status}:\n${r.stdout}${r.stderr}`);
  return r.stdout;
}

/** Runs `npm start` in its own process group; resolves when the URL and logins are printed. */
function startApp() {
  const child = spawn('npm', ['start'], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start printed no URL within ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk) => {
      output += chunk;
      const url = URL_LINE.exec(output)?.[1];
      // The banner ends with the Ctrl-C line, after the logins.
      if (url && /Ctrl-C stops everything/.test(output)) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}) before it printed the URL:\n${output}`));
    });
  });
  let alive = true;
  exited.then(() => (alive = false));
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch (e) {
      if (e.code !== 'ESRCH') throw e; // the group has exited already
    }
  };
  const stop = async () => {
    signal('SIGINT');
    const timeout = new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`npm start did not stop within ${STOP_TIMEOUT_MS / 1000} s`)), STOP_TIMEOUT_MS),
    );
    return Promise.race([exited, timeout]).catch((e) => {
      signal('SIGKILL');
      throw e;
    });
  };
  // After a failed step: Ctrl-C first, so npm start stops the emulators it
  // started in a process group of their own (a SIGKILL left the Firestore
  // emulator holding port 8080 for the next run); SIGKILL only if that hangs.
  const shutdown = async () => {
    if (alive) await stop().catch(() => undefined);
  };
  return { ready, stop, output: () => output, shutdown };
}

/** Ctrl-C ends npm with SIGINT (or 0); the script itself must have saved the data. */
function expectCleanStop({ code, signal }, output) {
  expectOk(code === 0 || (code === null && signal === 'SIGINT'), `a clean exit after Ctrl-C (got ${code ?? signal})`);
  expectOk(
    /Emulators stopped; data saved in \.emulator-data\//.test(output),
    `npm start said it saved the data:\n${output.slice(-1500)}`,
  );
}

async function checkPages(url) {
  for (const path of ['/', '/marketplace']) {
    const res = await fetch(url + path);
    expectEqual(res.status, 200, `GET ${path} status`);
    const html = await res.text();
    expectOk(html.includes('<div id="root">'), `GET ${path} is the app's HTML`);
    if (path === '/marketplace') return firstPageTitles(html);
  }
}

async function main() {
  if (existsSync(DATA_DIR)) {
    rmSync(BACKUP_DIR, { recursive: true, force: true });
    renameSync(DATA_DIR, BACKUP_DIR);
  }
  try {
    await step('npm run format (nothing left to format)', () => {
      // Run before `npm test`'s lint, so a change here would hide an unformatted commit.
      const changed = npm(['run', 'format', '--', '--list-different']).trim();
      expectOk(!changed, `\`npm run format\` changed files (commit them formatted):\n${changed}`);
    });
    for (const dir of BUILT) rmSync(join(ROOT, dir), { recursive: true, force: true });
    await step('npm run reset, nothing built or running', () => npm(['run', 'reset']));

    let app = startApp();
    let before;
    try {
      before = await step('npm start from nothing built (build, emulators, seed)', async () => {
        const url = await app.ready;
        const logins = parseLogins(app.output());
        expectOk(logins.length >= 2, 'npm start printed the demo logins');
        expectOk(/demo data loaded/.test(app.output()), 'a first start says it loaded the demo data');
        const titles = await checkPages(url);
        expectOk(titles.length > 0, "/marketplace's first page holds seeded products");
        const buyer = logins.find((l) => l.role === 'user') ?? logins[0];
        const session = await signIn(buyer);
        const orders = await ordersOf(session);
        expectOk(orders.length > 0, `${buyer.email} has seeded orders`);
        const newcomer = await signUp();
        return { url, titles, buyer, orders, newcomer };
      });
      await step('Ctrl-C: clean exit, data saved', async () => {
        expectCleanStop(await app.stop(), app.output());
        expectOk(existsSync(join(DATA_DIR, 'firebase-export-metadata.json')), 'data saved in .emulator-data/');
      });
      app = startApp();
      await step('npm start again: the data is still there', async () => {
        const url = await app.ready;
        expectOk(/kept from your last run/.test(app.output()), 'a second start says it kept the data');
        expectEqual((await checkPages(url)).join('|'), before.titles.join('|'), "the market's first page");
        const orders = await ordersOf(await signIn(before.buyer));
        expectEqual(orders.join('|'), before.orders.join('|'), `${before.buyer.email}'s orders`);
        await signIn(before.newcomer);
        expectCleanStop(await app.stop(), app.output());
      });
    } finally {
      await app.shutdown();
    }

    for (const dir of BUILT) rmSync(join(ROOT, dir), { recursive: true, force: true });
    await step('npm run bench -- --smoke, nothing built', () => {
      const out = npm(['run', 'bench', '--', '--smoke']);
      expectOk(/JavaScript .* gzip/.test(out), `the bench printed a figure:\n${out}`);
    });
  } finally {
    rmSync(DATA_DIR, { recursive: true, force: true });
    if (existsSync(BACKUP_DIR)) renameSync(BACKUP_DIR, DATA_DIR);
  }
  console.log(
    `smoke: all README commands work from a fresh checkout (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

main().catch((e) => {
  console.error(`\nsmoke: FAILED: ${e instanceof Error ? e.message : e}`);
  console.error(steps.length ? `steps that passed: ${steps.join('; ')}` : 'no step passed');
  process.exitCode = 1;
});
