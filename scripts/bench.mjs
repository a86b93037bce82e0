// `npm run bench`: starts the emulators (like the tests) and prints performance
// figures measured against them. Figures, not pass/fail: nothing here asserts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { emulatorEnv, FIREBASE_BIN, PROJECT_ID, ROOT } from './lib/emulators.mjs';

if (!existsSync(join(ROOT, 'functions/lib/index.js'))) {
  console.log('Building the functions first...');
  spawnSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'inherit' });
}
if (!existsSync(join(ROOT, 'web/dist/index.html'))) {
  spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: 'inherit' });
}
const result = spawnSync(
  FIREBASE_BIN,
  [
    'emulators:exec',
    '--only',
    'auth,firestore,functions,hosting',
    '--project',
    PROJECT_ID,
    'node scripts/bench/run.mjs',
  ],
  { cwd: ROOT, stdio: 'inherit', env: emulatorEnv() },
);
process.exit(result.status ?? 1);
