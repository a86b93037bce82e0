// Runs the emulator test projects (vitest's `emulator` and `rules`, side by side:
// the rules specs use a project id of their own) against running emulators,
// then prints the rules coverage of both projects.
import { spawn } from 'node:child_process';
import { CLIENT_ENV } from './emulator-suite.mjs';
import { ROOT } from './emulators.mjs';

function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** `files` narrows the run (vitest filters); resolves with the exit code. */
export async function runEmulatorTests(files = []) {
  const code = await run('npx', ['vitest', 'run', '--project', 'emulator', '--project', 'rules', ...files], CLIENT_ENV);
  await run('node', ['scripts/rules-coverage.mjs'], CLIENT_ENV);
  return code;
}
