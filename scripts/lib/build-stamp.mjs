// Whether `npm run build`'s outputs are newer than every file they are built
// from, so a second `npm start` with nothing changed skips the build (make's rule:
// compare modification times; a checkout or an edit makes its files newer).
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulators.mjs';

const STAMP = join(ROOT, '.cache/build-stamp');
const OUTPUTS = ['functions/lib/index.js', 'web/dist/index.html'];
const INPUTS = ['functions', 'web', 'package.json', 'package-lock.json'];
const SKIP = new Set(['node_modules', 'lib', 'dist', '.cache']);

function newest(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) if (!SKIP.has(entry)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

/** True when both builds exist and no input changed since the last stamped build. */
export function buildIsCurrent() {
  if (!existsSync(STAMP) || OUTPUTS.some((o) => !existsSync(join(ROOT, o)))) return false;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.every((i) => !existsSync(join(ROOT, i)) || newest(join(ROOT, i)) < built);
}

/** Records a build that just finished, dated at its start, so edits made during it count. */
export function stampBuild(startedAtMs) {
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  writeFileSync(STAMP, `built from the sources as of ${new Date(startedAtMs).toISOString()}\n`);
  const t = new Date(startedAtMs);
  utimesSync(STAMP, t, t);
}
