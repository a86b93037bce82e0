// Lints a text as if it were the file at `file` (a real path in the repository),
// with the project's own eslint.config.js: what the lint specs use to prove a rule bites.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const eslint = new ESLint({ cwd: root });
// Type-aware linting (functions/src) parses a file through its TypeScript program, which
// can hold the file as it is on disk instead of the text given here: the import under test
// then goes unseen (CI once reported nothing at all). Rules that need no types are proved
// without it; everything else in the config stays the project's.
const untyped = new ESLint({
  cwd: root,
  overrideConfig: {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { project: false } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});

/** The rule ids (or messages, for errors without a rule) ESLint reports for `code` in `file`. */
export async function ruleIds(file: string, code: string, options: { typed?: boolean } = {}): Promise<string[]> {
  const linter = options.typed === false ? untyped : eslint;
  const [result] = await linter.lintText(code, { filePath: resolve(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}
