// What `npm start` and `npm test` need from the machine, checked before they
// start anything, each problem said in one sentence with the way to fix it
// (instead of a stack trace from deep inside firebase-tools or Playwright).
// The judging functions are pure (scripts/lib/prereqs.test.ts); `probe*` read
// the machine.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';

export const MIN_JAVA = 17;
/** The emulators' ports (firebase.json "emulators"), by the name a person knows them by. */
export const EMULATOR_PORTS = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, hub: 4400, logging: 4500 };
export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
/**
 * The oldest Chromium the end-to-end tests pass on (.ci/run reads this line too). In
 * Chromium 150, Playwright's offline switch cut the network but left navigator.onLine
 * true, so the app never said it was offline and the offline tests failed; 155 and
 * 156 pass. A Debian machine whose package lists are stale installs 150.
 */
export const MIN_CHROMIUM = 155;

const parts = (v) => String(v).replace(/^v/, '').split('.').map((n) => Number.parseInt(n, 10) || 0);

/** Is version `a` at least `b`? Both "major.minor.patch", with or without a leading v. */
export function atLeast(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return true;
}

/** The lowest Node.js version package.json's "engines" allows (">=20.19" → "20.19.0"). */
export function minimumNode(engines) {
  const m = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(engines ?? '');
  return m ? `${m[1]}.${m[2] ?? 0}.${m[3] ?? 0}` : '0.0.0';
}

export function nodeProblem(version, engines) {
  const min = minimumNode(engines);
  if (atLeast(version, min)) return null;
  return `Node.js ${String(version).replace(/^v/, '')} is too old: Krishi Haat needs Node.js ${min} or newer (https://nodejs.org, or \`nvm install 22\`).`;
}

/** The major version in `java -version`'s output ('openjdk version "17.0.15"', 'java version "1.8.0_391"'). */
export function javaMajor(output) {
  const m = /version "(\d+)(?:\.(\d+))?/.exec(output ?? '');
  if (!m) return null;
  return m[1] === '1' ? Number(m[2]) : Number(m[1]);
}

/** `output` is what `java -version` printed, or null when there is no java command. */
export function javaProblem(output) {
  const how = `install Java ${MIN_JAVA} or newer (on Debian: \`apt-get install -y openjdk-17-jre-headless\`)`;
  if (output === null) return `Java is missing: the Firestore and Auth emulators run on it; ${how}.`;
  const major = javaMajor(output);
  if (major === null) return `\`java -version\` did not say which Java this is; ${how}.`;
  if (major < MIN_JAVA) return `Java ${major} is too old for the emulators: ${how}.`;
  return null;
}

/** The major version in `chromium --version`'s output ('Chromium 156.0.8078.108 built on Debian'). */
export function chromiumMajor(output) {
  const m = /(?:Chromium|Chrome)\s+(\d+)\./.exec(output ?? '');
  return m ? Number(m[1]) : null;
}

/** `versionOutput` is what `<path> --version` printed (null when it could not run: then no verdict on the version). */
export function chromiumProblem(path, exists, versionOutput = null) {
  if (!exists)
    return `Chromium is missing at ${path}: the end-to-end tests drive it; install it with \`apt-get install -y chromium\`, or set CHROMIUM_PATH to a Chromium or Chrome binary.`;
  const major = chromiumMajor(versionOutput);
  if (major === null || major >= MIN_CHROMIUM) return null;
  return `Chromium ${major} at ${path} is too old: the offline tests need ${MIN_CHROMIUM} or newer (in ${major}, going offline leaves navigator.onLine true); update it with \`apt-get update && apt-get install -y chromium\`, or set CHROMIUM_PATH to a newer Chromium or Chrome.`;
}

export function probeChromium(path) {
  const r = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return r.error ? null : (r.stdout ?? null);
}

/** `busy` lists the [name, port] pairs that already answer. */
export function portsProblem(busy) {
  if (busy.length === 0) return null;
  const list = busy.map(([name, port]) => `${port} (${name})`).join(', ');
  const one = busy.length === 1;
  return `Port${one ? '' : 's'} ${list} ${one ? 'is' : 'are'} already in use: another \`npm start\`, \`npm test\` or emulator is running; stop it (Ctrl-C in its terminal) and try again.`;
}

export function probeJava() {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error) return null;
  return `${r.stderr ?? ''}${r.stdout ?? ''}`;
}

export function portAnswers(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(1000, () => (socket.destroy(), resolve(false)));
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Every problem found on this machine for `what` ('start' or 'test'), as sentences. */
export async function findProblems(what) {
  const { engines } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const problems = [nodeProblem(process.version, engines.node), javaProblem(probeJava())];
  if (what === 'test') {
    const path = process.env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
    const exists = existsSync(path);
    problems.push(chromiumProblem(path, exists, exists ? probeChromium(path) : null));
  }
  const busy = [];
  for (const [name, port] of Object.entries(EMULATOR_PORTS)) if (await portAnswers(port)) busy.push([name, port]);
  problems.push(portsProblem(busy));
  return problems.filter(Boolean);
}
