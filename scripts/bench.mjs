// `npm run bench`: starts the emulators (like the tests) and prints performance
// figures measured against them. Figures, not pass/fail: nothing here asserts.
import { spawn } from 'node:child_process';
import { ensureFunctionsBuilt, ensureWebBuilt } from './lib/built.mjs';
import { splitEmulatorOutput } from './lib/emulator-log.mjs';
import { emulatorEnv, FIREBASE_BIN, PROJECT_ID, ROOT } from './lib/emulators.mjs';

ensureFunctionsBuilt();
ensureWebBuilt();
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
  {
    cwd: ROOT,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: emulatorEnv(process.argv.includes('--smoke') ? { BENCH_ONLY: 'smoke' } : {}),
  },
);
const log = splitEmulatorOutput(child.stdout, 'bench-emulators.log');
child.on('close', async (code) => {
  await log.done;
  console.log(`(${log.lines()} DEBUG and access-log lines from the emulators: ${log.path})`);
  process.exit(code ?? 1);
});
