// `npm run bench`: starts the emulators (like the tests) and prints performance
// figures measured against them. Figures, not pass/fail: nothing here asserts.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { emulatorEnv, FIREBASE_BIN, PROJECT_ID, ROOT } from './lib/emulators.mjs';

if (!existsSync(join(ROOT, 'functions/lib/index.js'))) {
  console.log('Building the functions first...');
  spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
}
if (!existsSync(join(ROOT, 'web/dist/index.html'))) {
  spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' });
}
// The functions log a DEBUG line per callable ("Callable request verification
// passed") and the hosting emulator a line per request: thousands in a bench
// run. Those go to a file; everything else (the figures) to the terminal.
mkdirSync(join(ROOT, '.cache'), { recursive: true });
const DEBUG_LOG = join(ROOT, '.cache/bench-emulator-debug.log');
const NOISE = /"severity":"DEBUG"|^i {2}hosting: \S+ - - \[/;
const debugLog = createWriteStream(DEBUG_LOG);
let debugLines = 0;
const child = spawn(
  FIREBASE_BIN,
  [
    'emulators:exec',
    '--only',
    'auth,firestore,functions,hosting',
    '--project',
    PROJECT_ID,
    'node scripts/bench/run.mjs',
  ],
  { cwd: ROOT, stdio: ['inherit', 'pipe', 'inherit'], env: emulatorEnv() },
);
createInterface({ input: child.stdout }).on('line', (line) => {
  if (NOISE.test(line)) {
    debugLines++;
    debugLog.write(line + '\n');
  } else console.log(line);
});
child.on('close', (code) => {
  console.log(`(${debugLines} DEBUG and access-log lines from the emulators written to ${DEBUG_LOG})`);
  debugLog.end(() => process.exit(code ?? 1));
});
