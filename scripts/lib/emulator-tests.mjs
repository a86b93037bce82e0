// Runs the emulator test projects (vitest's `emulator`, `e2e` and `rules`, in that
// order; the rules specs use a project id of their own) against running emulators,
// then prints the rules coverage of both project ids.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { CLIENT_ENV } from './emulator-suite.mjs';
import { ROOT } from './emulators.mjs';

// Vitest's JSON report, read back so the run's last lines can name what failed:
// a CI log is often read from its tail.
const RESULTS = join(ROOT, '.cache', 'emulator-test-results.json');

function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The first lines of a test's failure (its assertion, its diff), indented under its name.
 * Vitest reports a test stopped by its time limit with the stack of the `it` call alone
 * (first line "Error: STACK_TRACE_ERROR"): that line then says so, with the test's time.
 */
function why(messages = [], durationMs = 0) {
  const lines = messages.join('\n').replace(ANSI, '').split('\n').filter((l) => l.trim() !== '');
  if (lines[0]?.trim() === 'Error: STACK_TRACE_ERROR') {
    lines[0] = `Timed out: still running after ${(durationMs / 1000).toFixed(1)} s (the test's time limit)`;
  }
  const shown = lines.slice(0, 14).map((l) => `      ${l}`);
  if (lines.length > 14) shown.push(`      … (${lines.length - 14} more lines in the run's output above)`);
  return shown.length ? `\n${shown.join('\n')}` : '';
}

/** "file › test" and why, for each failed test of the last run, from vitest's JSON report. */
function failedTests() {
  try {
    const report = JSON.parse(readFileSync(RESULTS, 'utf8'));
    return report.testResults.flatMap((file) => {
      const name = file.name.startsWith(ROOT) ? file.name.slice(ROOT.length + 1) : file.name;
      const failed = file.assertionResults.filter((a) => a.status === 'failed');
      // A file that failed before any test ran (an import or a hook) has no failed test.
      if (!failed.length && file.status === 'failed') return [`${name} (${file.message || 'the file failed'})`];
      return failed.map((a) => `${name} › ${a.fullName}${why(a.failureMessages, a.duration)}`);
    });
  } catch {
    return [];
  }
}

/** `files` narrows the run (vitest filters); resolves with the exit code and the failed tests. */
export async function runEmulatorTests(files = []) {
  rmSync(RESULTS, { force: true });
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}`];
  const code = await run(
    'npx',
    ['vitest', 'run', '--project', 'emulator', '--project', 'e2e', '--project', 'rules', ...reporters, ...files],
    CLIENT_ENV,
  );
  await run('node', ['scripts/rules-coverage.mjs'], CLIENT_ENV);
  return { code, failed: code === 0 ? [] : failedTests() };
}
