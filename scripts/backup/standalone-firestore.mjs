// A Firestore emulator of its own, beside the suite, that starts from an emulator
// export: the proof that a backup restores (tests/seed/backup-restore.spec.ts)
// without stopping the suite the other tests run on.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { emulatorEnv, PROJECT_ID } from '../lib/emulators.mjs';
import { EXPORT_METADATA } from './take-backup.mjs';

const HOST = '127.0.0.1';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The jar firebase-tools would run: Debian's (through emulatorEnv's launcher) or the one it downloaded. */
function firestoreJar() {
  const jar =
    emulatorEnv().FIRESTORE_EMULATOR_BINARY_PATH ??
    createRequire(import.meta.url)('firebase-tools/lib/emulator/downloadableEmulators.js').getDownloadDetails(
      'firestore',
    ).downloadPath;
  if (!existsSync(jar)) throw new Error(`the Firestore emulator is not installed (${jar}); \`npm start\` fetches it`);
  return jar;
}

/** A port nothing listens on now. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the Firestore emulator on a free port with the Firestore part of the
 * export in `exportDir` (as `firebase emulators:start --import` passes it:
 * --seed_from_export with the overall_export_metadata file). Resolves once it
 * answers with { host: "127.0.0.1:<port>", stop() }; stop() always ends it.
 */
export async function startStandaloneFirestore(exportDir, { readyTimeoutMs = 30_000 } = {}) {
  const metadata = JSON.parse(readFileSync(join(exportDir, EXPORT_METADATA), 'utf8'));
  if (!metadata.firestore) throw new Error(`${exportDir} holds no Firestore export`);
  const port = await freePort();
  const args = ['-Duser.language=en', '-jar', firestoreJar(), '--host', HOST, '--port', String(port)];
  args.push('--project_id', PROJECT_ID, '--seed_from_export', resolve(exportDir, metadata.firestore.metadata_file));
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (b) => output.push(String(b)));
  let exitCode = null;
  const exited = new Promise((done) => child.on('exit', (code, signal) => done((exitCode = code ?? signal))));
  child.on('error', (e) => output.push(String(e)));
  const kill = () => exitCode === null && child.kill('SIGKILL');
  // If the caller dies without stopping it, the emulator must not outlive it.
  process.once('exit', kill);

  const stop = async () => {
    if (exitCode === null) child.kill('SIGTERM');
    const timer = setTimeout(kill, 5000);
    await exited;
    clearTimeout(timer);
    process.off('exit', kill);
  };

  const host = `${HOST}:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    const answered = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return { host, stop };
    if (exitCode !== null || Date.now() > deadline) {
      await stop();
      const why = exitCode !== null ? `exited (${exitCode})` : `did not answer in ${readyTimeoutMs / 1000} s`;
      throw new Error(`the standalone Firestore emulator ${why}:\n${output.join('').slice(-2000)}`);
    }
    await sleep(200);
  }
}
