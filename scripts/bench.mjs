// `npm run bench`: starts the emulators (like the tests) and prints performance
// figures measured against them. Figures, not pass/fail: nothing here asserts.
// Then, once those emulators have stopped, the load run at its defaults
// (`npm run load`, which starts its own): its throughput and latency figures,
// and its invariant checks, whose breach does fail the bench. `--smoke` (CI's
// quick run) and `--no-load` leave the load out.
import { spawn } from 'node:child_process';
import { ensureFunctionsBuilt, ensureWebBuilt } from './lib/built.mjs';
import { splitEmulatorOutput } from './lib/emulator-log.mjs';
import { emulatorEnv, FIREBASE_BIN, PROJECT_ID, ROOT } from './lib/emulators.mjs';

const smoke = process.argv.includes('--smoke');
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
    env: emulatorEnv(smoke ? { BENCH_ONLY: 'smoke' } : {}),
  },
);
const log = splitEmulatorOutput(child.stdout, 'bench-emulators.log');
child.on('close', async (code) => {
  await log.done;
  console.log(`(${log.lines()} DEBUG and access-log lines from the emulators: ${log.path})`);
  if (code !== 0 || smoke || process.argv.includes('--no-load')) process.exit(code ?? 1);
  console.log('\n== load: npm run load, its defaults ==');
  const load = spawn(process.execPath, ['scripts/load/run.mjs'], { cwd: ROOT, stdio: 'inherit' });
  load.on('close', (loadCode) => process.exit(loadCode ?? 1));
});
