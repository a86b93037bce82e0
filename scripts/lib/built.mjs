// Builds what a script needs when a fresh clone has not built it yet, so every
// README command works in any order (`npm run reset` and `npm run bench` before
// any `npm start` or `npm test`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';

function ensureBuilt(workspace, output) {
  if (existsSync(join(ROOT, output))) return;
  console.log(`${output} is missing: building ${workspace} first (npm run build -w ${workspace}) ...`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace, '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0 || !existsSync(join(ROOT, output))) {
    throw new Error(`building ${workspace} failed; run \`npm run build -w ${workspace}\` to see why`);
  }
}

/** The compiled functions (functions/lib), built now if missing. */
export const ensureFunctionsBuilt = () => ensureBuilt('functions', 'functions/lib/index.js');

/** The built web app (web/dist), built now if missing. */
export const ensureWebBuilt = () => ensureBuilt('web', 'web/dist/index.html');
