// The emulators' chatter (a DEBUG line per callable, an access-log line per
// request, a line per function run) goes to a log file under .cache/; the lines
// a person needs (progress, results, failures) go on to the terminal.
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './emulators.mjs';

const NOISE = [
  /"severity":"DEBUG"/,
  /^i {2}hosting: \S+ - - \[/, // access log
  /^i {2}functions: (Beginning execution of|Finished) "/,
  // Without ORDER_ID_KEY the emulator uses the fixed development key (README).
  /"message":"No value found for secret parameter \\"ORDER_ID_KEY\\"/,
  /^[✔i] {2}functions(\[[^\]]+\])?: (http|firestore|auth|callable) function initialized/,
  /^[✔i] {2}functions: Loaded functions definitions/,
  /^\[hosting\] Rewriting /,
  /^⚠ {2}firestore: Env variable override detected/,
  /^⚠ {2}Unable to fetch the CLI MOTD/,
];

/** Is this line emulator chatter rather than something a person needs to read? */
export const isNoise = (line) => NOISE.some((re) => re.test(line));

/**
 * Reads `stream` line by line: chatter to `.cache/<name>`, the rest to `print`.
 * Returns { path, lines() (how many went to the file), done (a promise) }.
 */
export function splitEmulatorOutput(stream, name, print = (line) => console.log(line)) {
  const path = join(ROOT, '.cache', name);
  mkdirSync(dirname(path), { recursive: true });
  const file = createWriteStream(path);
  let count = 0;
  const done = new Promise((resolve) => {
    createInterface({ input: stream })
      .on('line', (line) => {
        file.write(line + '\n');
        if (isNoise(line)) count++;
        else print(line);
      })
      .on('close', () => file.end(resolve));
  });
  return { path: relative(ROOT, path), lines: () => count, done };
}
