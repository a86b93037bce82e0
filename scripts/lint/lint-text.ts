// Lints a text as if it were the file at `file` (a real path in the repository),
// with the project's own eslint.config.js: what the lint specs use to prove a rule bites.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const eslint = new ESLint({ cwd: root });

/** The rule ids (or messages, for errors without a rule) ESLint reports for `code` in `file`. */
export async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}
